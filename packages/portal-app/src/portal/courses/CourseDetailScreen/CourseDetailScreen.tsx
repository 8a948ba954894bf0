import { useSearchParams } from 'react-router-dom';
import { CourseDetailView } from '../CourseDetail';

/** /coursedetail?id= (课程详情): a course's page for the signed-in learner. */
export function CourseDetailScreen() {
  const [params] = useSearchParams();
  return <CourseDetailView courseId={params.get('id')} mode="learner" />;
}
