import { useSearchParams } from 'react-router-dom';
import { CourseDetailView } from '../CourseDetail';

/**
 * /coursetextdetail?id= (图文课程详情): an image-text course's page. The view reads the course
 * type itself, so its study button opens the reader (/imagetext) rather than the player.
 */
export function ImageTextCourseScreen() {
  const [params] = useSearchParams();
  return <CourseDetailView courseId={params.get('id')} mode="learner" />;
}
