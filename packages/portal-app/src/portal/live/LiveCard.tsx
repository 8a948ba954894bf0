import type { LiveSummary } from '@study-portal/api';
import { formatDate, formatCount } from '@study-portal/ui';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { RecordCard } from '../../components/RecordCard';
import { FactList } from '../shared/detailPage';
import { livePageOf } from './addresses';
import { useLiveStage } from './liveStage';
import { LiveStageAction } from './LiveStageAction';
import { LiveStatusTag } from './LiveStatusTag';

// The list's facts read one a line.
const Card = styled(RecordCard)`
  & dl {
    flex-direction: column;
  }
`;

const Tags = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--sp-space-2);
`;

const Footer = styled.div`
  margin-top: auto;
  padding-top: var(--sp-space-2);
`;

export interface LiveCardProps {
  live: LiveSummary;
  now?: () => number;
  /** Called when an announced start arrives, to ask the server whether the stream is on. */
  onStart?: () => void;
}

/** A stream in the list: cover, title (its page), status, speaker, time, and what can be done now. */
export function LiveCard({ live, now, onStart }: LiveCardProps) {
  const titleId = useId();
  const stage = useLiveStage(live, { ...(now ? { now } : {}), ...(onStart ? { onStart } : {}) });
  if (!stage) return null;
  const offline = live.mode === 'offline';
  const speaker = [live.speaker, live.speakerTitle].filter(Boolean).join('，');
  return (
    <Card
      layout="stacked"
      cover={live.cover}
      heading={<Link to={livePageOf(live)}>{live.title}</Link>}
      headingId={titleId}
    >
      <Tags>
        <LiveStatusTag stage={stage.kind} offline={offline} />
      </Tags>
      <FactList
        facts={[
          ['主讲人', speaker],
          ['开始时间', formatDate(live.startTime, 'YYYY-MM-DD HH:mm')],
          ['主办单位', live.organiser],
          ['观看人数', live.status === 'upcoming' ? undefined : formatCount(live.viewers)],
        ]}
      />
      <Footer>
        <LiveStageAction id={live.id} stage={stage} offline={offline} describedBy={titleId} {...(now ? { now } : {})} />
      </Footer>
    </Card>
  );
}
