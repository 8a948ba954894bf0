import { useSearchParams } from 'react-router-dom';
import { CourseDetailView } from '../CourseDetail';

/**
 * A course's page for the signed-in learner: /coursedetail?id= (课程详情) and /coursetextdetail?id=
 * (图文课程详情). The view reads the course type itself, so an image-text course's study button
 * opens the reader (/imagetext) rather than the player.
 */
export function CourseDetailScreen() {
  const [params] = useSearchParams();
  return <CourseDetailView courseId={params.get('id')} mode="learner" />;
}
