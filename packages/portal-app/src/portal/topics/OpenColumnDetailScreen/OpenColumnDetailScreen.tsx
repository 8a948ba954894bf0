import { useSearchParams } from 'react-router-dom';
import { ColumnPage } from '..';

/** /openSpecialReDetails?id=: a column for anyone with the link (an open page, docs/product/topics.md#page-variants). */
export function OpenColumnDetailScreen() {
  const [params] = useSearchParams();
  return <ColumnPage id={params.get('id')} variant="open" />;
}
