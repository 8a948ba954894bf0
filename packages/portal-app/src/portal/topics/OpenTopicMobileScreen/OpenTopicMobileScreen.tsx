import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { ColumnScreen } from '../ColumnScreen';
import { TopicScreen } from '../TopicScreen';

// A phone's width even on a desktop, so a link shared to a phone and opened elsewhere reads the same.
const Narrow = styled.div`
  width: 100%;
  max-width: 640px;
  margin: 0 auto;
`;

/** Which record a mobile link names: a special topic unless `type=column`. */
export function mobileRecordKind(type: string | null): 'topic' | 'column' {
  return type === 'column' ? 'column' : 'topic';
}

/**
 * /openSpecialMobile?id=: the open topic page (or, with `type=column`, the open column page)
 * in one column for a phone's in-app browser: full-width cover, courses one a row.
 */
export function OpenTopicMobileScreen() {
  const [params] = useSearchParams();
  return (
    <Narrow>
      {mobileRecordKind(params.get('type')) === 'column' ? <ColumnScreen variant="mobile" /> : <TopicScreen variant="mobile" />}
    </Narrow>
  );
}
