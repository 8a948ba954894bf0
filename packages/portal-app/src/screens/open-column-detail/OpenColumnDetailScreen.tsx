import { useSearchParams } from 'react-router-dom';
import { ColumnPage } from '../../topics';

/** /openSpecialReDetails?id=: a column for anyone with the link (an open page of spec 2.6). */
export function OpenColumnDetailScreen() {
  const [params] = useSearchParams();
  return <ColumnPage id={params.get('id')} variant="open" />;
}
