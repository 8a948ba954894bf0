import { useSearchParams } from 'react-router-dom';
import { ColumnPage } from '..';

/** /specialReDetails?id=: a column's courses and articles for the signed-in learner. */
export function ColumnDetailScreen() {
  const [params] = useSearchParams();
  return <ColumnPage id={params.get('id')} variant="portal" />;
}
