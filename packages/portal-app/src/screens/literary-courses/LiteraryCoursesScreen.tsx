import { courseCategoryRootNames } from '@study-portal/api';
import { ScreenPage } from '../../components/ScreenPage';
import { CategoryBrowser } from '../../courses/CategoryBrowser';

/** /literaryIndex (文艺专业课程, a blue-theme menu entry): the courses under that root category. */
export function LiteraryCoursesScreen() {
  return (
    <ScreenPage>
      <h1>{courseCategoryRootNames.literaryArts}</h1>
      <CategoryBrowser rootName={courseCategoryRootNames.literaryArts} />
    </ScreenPage>
  );
}
