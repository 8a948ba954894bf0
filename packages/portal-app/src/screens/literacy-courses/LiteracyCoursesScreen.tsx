import { courseCategoryRootNames } from '@study-portal/api';
import { ScreenPage } from '../../components/ScreenPage';
import { CategoryBrowser } from '../../courses/CategoryBrowser';

/** /multipleIndex (综合素养课程, a blue-theme menu entry): the courses under that root category. */
export function LiteracyCoursesScreen() {
  return (
    <ScreenPage>
      <h1>{courseCategoryRootNames.comprehensiveLiteracy}</h1>
      <CategoryBrowser rootName={courseCategoryRootNames.comprehensiveLiteracy} />
    </ScreenPage>
  );
}
