import { courseCategoryRootNames } from '@study-portal/api';
import { RootCategoryScreen } from '../RootCategoryScreen';

/** /literaryIndex (文艺专业课程, a blue-theme menu entry). */
export function LiteraryArtsCoursesScreen() {
  return <RootCategoryScreen rootName={courseCategoryRootNames.literaryArts} />;
}
