import type { LiveSummary } from '@study-portal/api';
import { formatDate, Image, formatCount } from '@study-portal/ui';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { FactList } from '../topics/common';
import { livePageOf } from './links';
import { useLiveStage } from './liveStage';
import { LiveStageAction } from './LiveStageAction';
import { LiveStatusTag } from './LiveStatusTag';

const Card = styled.article`
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  border: 1px solid var(--sp-color-border);
  border-radius: var(--sp-radius-control);
  background: var(--sp-color-surface);
  transition: box-shadow 0.2s;

  &:hover,
  &:focus-within {
    box-shadow: var(--sp-shadow-raised);
  }

  & > div:last-child {
    display: flex;
    flex: 1;
    flex-direction: column;
    gap: var(--sp-space-2);
    padding: var(--sp-space-3) var(--sp-space-4) var(--sp-space-4);
  }

  & h3 {
    margin: 0;
    font-size: var(--sp-font-size-title);
    line-height: 1.5;
  }

  & h3 a {
    display: inline-block;
    min-height: var(--sp-touch-target);
    border-radius: 2px;
    color: inherit;
    text-decoration: none;
    overflow-wrap: anywhere;
  }

  & h3 a:hover {
    color: var(--sp-color-primary);
    text-decoration: underline;
  }

  & h3 a:focus-visible {
    outline: none;
    box-shadow: var(--sp-focus-ring);
  }

  & dl {
    flex-direction: column;
    font-size: var(--sp-font-size-small);
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
    <Card>
      <Image src={live.cover} alt="" ratio="16 / 9" />
      <div>
        <h3 id={titleId}>
          <Link to={livePageOf(live)}>{live.title}</Link>
        </h3>
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
      </div>
    </Card>
  );
}
