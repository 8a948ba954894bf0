import type { LiveDetail } from '@study-portal/api';
import { formatDate, formatCount } from '@study-portal/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { FactList, Hero } from '../shared/detailPage';
import type { LiveStage } from './liveStage';
import { LiveStatusTag } from './LiveStatusTag';

const Tags = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--sp-space-2);
`;

/** When a stream runs, as one text: the end's date is left out when it is the same day. */
export function liveTimeRange(startTime: string, endTime?: string | null): string {
  const start = formatDate(startTime, 'YYYY-MM-DD HH:mm');
  if (!endTime) return start;
  const end = formatDate(endTime, 'YYYY-MM-DD HH:mm');
  if (!end) return start;
  return end.slice(0, 10) === start.slice(0, 10) ? `${start} - ${end.slice(11)}` : `${start} 至 ${end}`;
}

export interface LiveHeroProps {
  live: LiveDetail;
  stage: LiveStage;
  /** The page's title when it is not the stream's own, e.g. its recording. */
  title?: string;
  /** What the learner can do now, under the facts. */
  children?: ReactNode;
}

/** The top of a live stream's pages: cover, title (the page's h1), status, and its facts. */
export function LiveHero({ live, stage, title, children }: LiveHeroProps) {
  return (
    <Hero title={title ?? live.title} cover={live.cover}>
      <Tags>
        <LiveStatusTag stage={stage.kind} offline={live.mode === 'offline'} />
      </Tags>
      <FactList
        label="直播信息"
        facts={[
          ['主讲人', [live.speaker, live.speakerTitle].filter(Boolean).join('，')],
          ['直播时间', liveTimeRange(live.startTime, live.endTime)],
          ['主办单位', live.organiser],
          ['观看人数', live.status === 'upcoming' ? undefined : `${formatCount(live.viewers)} 人`],
        ]}
      />
      {children}
    </Hero>
  );
}
