import { ScreenPage } from '../../../components/ScreenPage';
import { CategoryBrowser } from '../CategoryBrowser';

/** /commendIndex (课程推荐): the whole catalogue by category. */
export function CourseRecommendScreen() {
  return (
    <ScreenPage>
      <h1>课程推荐</h1>
      <CategoryBrowser />
    </ScreenPage>
  );
}
