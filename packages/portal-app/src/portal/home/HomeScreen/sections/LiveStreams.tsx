import { useLives, type LiveStatus, type LiveSummary } from '@study-portal/api';
import { CardCollection, formatDate, Tag, type TagTone, formatCount } from '@study-portal/ui';
import { LoadFailed } from '../../../../components/LoadFailed';
import { InfoCard } from './InfoCard';
import { SectionPlaceholder } from '../SectionPlaceholder';
import { homeCardCount, sectionShapes } from '../sectionShapes';
import { liveAddress, offlineLiveAddress } from '../../../live/addresses';

// The words and tones of the live list and pages (live/liveStage.ts, live/LiveStatusTag.tsx),
// from the server's status alone: the home page draws before any clock-driven stage.
const statusTags: Record<LiveStatus, { text: string; tone: TagTone }> = {
  live: { text: '直播中', tone: 'danger' },
  upcoming: { text: '未开始', tone: 'info' },
  ended: { text: '已结束', tone: 'default' },
};

// On-site events have a page of their own (address, agenda) instead of the player.
const pageOf = (live: LiveSummary) => (live.mode === 'offline' ? offlineLiveAddress(live.id) : liveAddress(live.id));

/** Live streams (LIVE_SHOW): on now first, then the coming ones, then recordings. */
export function LiveStreams() {
  const lives = useLives({ page: 1, pageSize: homeCardCount });
  if (lives.error) return <LoadFailed what="直播" height={300} onRetry={() => void lives.mutate()} />;
  if (!lives.data) return <SectionPlaceholder shape={sectionShapes.lives} announce />;
  return (
    <CardCollection
      items={lives.data.items}
      getKey={(live) => live.id}
      renderItem={(live) => (
        <InfoCard
          title={live.title}
          target={{ kind: 'internal', to: pageOf(live) }}
          cover={live.cover}
          facts={[
            ['时间', formatDate(live.startTime, 'YYYY-MM-DD HH:mm')],
            ['主讲', [live.speaker, live.speakerTitle].filter(Boolean).join('　')],
            ['观看', live.viewers ? `${formatCount(live.viewers)}人` : undefined],
          ]}
          footer={
            <>
              <Tag tone={statusTags[live.status].tone}>{statusTags[live.status].text}</Tag>
              {live.mode === 'offline' && <Tag>线下活动</Tag>}
              {live.status === 'ended' && live.replayAvailable && <Tag tone="success">可回看</Tag>}
            </>
          }
        />
      )}
    />
  );
}
