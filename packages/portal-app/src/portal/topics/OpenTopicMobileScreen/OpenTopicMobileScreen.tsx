import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { ColumnPage, SubjectPage } from '..';

// A phone's width even on a desktop, so a link shared to a phone and opened elsewhere reads the same.
const Narrow = styled.div`
  width: 100%;
  max-width: 640px;
  margin: 0 auto;
`;

/** Which record a mobile link names: a special topic unless `type=column`. */
export function mobileRecordKind(type: string | null): 'subject' | 'column' {
  return type === 'column' ? 'column' : 'subject';
}

/**
 * /openSpecialMobile?id=: the open topic page (or, with `type=column`, the open column page)
 * in one column for a phone's in-app browser: full-width cover, courses one a row.
 */
export function OpenTopicMobileScreen() {
  const [params] = useSearchParams();
  const id = params.get('id');
  return (
    <Narrow>
      {mobileRecordKind(params.get('type')) === 'column' ? <ColumnPage id={id} variant="mobile" /> : <SubjectPage id={id} variant="mobile" />}
    </Narrow>
  );
}
