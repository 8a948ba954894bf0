import { useSearchParams } from 'react-router-dom';
import { SubjectPage } from '..';

/** /subjectDetail?id=: a special topic for the signed-in learner, with their progress. */
export function TopicDetailScreen() {
  const [params] = useSearchParams();
  return <SubjectPage id={params.get('id')} variant="portal" />;
}
