import { courseCategoryRootNames } from '@study-portal/api';
import { RootCategoryScreen } from '../RootCategoryScreen';

/** /multipleIndex (综合素养课程, a blue-theme menu entry). */
export function LiteracyCoursesScreen() {
  return <RootCategoryScreen rootName={courseCategoryRootNames.comprehensiveLiteracy} />;
}
