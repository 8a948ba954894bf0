import { useSearchParams } from 'react-router-dom';
import { SubjectPage } from '..';

/**
 * /openNewSpecialCourseDetail?id=: a special topic and its courses for anyone with the link,
 * signed in or not (an open page, docs/product/topics.md#page-variants).
 */
export function OpenTopicDetailScreen() {
  const [params] = useSearchParams();
  return <SubjectPage id={params.get('id')} variant="open" />;
}
