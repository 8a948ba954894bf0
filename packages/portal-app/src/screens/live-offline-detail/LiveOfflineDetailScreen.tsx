import { useLive, useOfflineLive, type OfflineLiveDetail } from '@study-portal/api';
import { Skeleton, Table, VisuallyHidden } from '@study-portal/ui';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { ScreenPage } from '../../components/ScreenPage';
import { FactList, NothingChosen, PageLoading, RecordFailed } from '../../topics/common';
import { LiveAbout, LiveBreadcrumb, LiveHero, liveLinks, LiveStageAction, useLiveStage } from '../../live';

const backToList = { to: liveLinks.index, label: '返回直播列表' };

const Arrangements = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--sp-space-4);
`;

type AgendaItem = OfflineLiveDetail['agenda'][number];

/** Where and when an on-site event happens: its address, contact, seats and agenda. */
function EventArrangements({ id }: { id: string }) {
  const event = useOfflineLive(id);
  return (
    <section aria-labelledby="event-title">
      <h2 id="event-title">活动安排</h2>
      {event.error ? (
        <RecordFailed error={event.error} what="活动安排" height={120} onRetry={() => void event.mutate()} />
      ) : !event.data ? (
        <div aria-busy="true">
          <VisuallyHidden role="status">正在加载活动安排</VisuallyHidden>
          <Skeleton shape="text" lines={3} />
        </div>
      ) : (
        <Arrangements>
          <FactList
            label="活动信息"
            direction="column"
            facts={[
              ['活动地点', event.data.address],
              ['联系方式', event.data.contact],
              ['座位数', event.data.seats ? `${event.data.seats} 个` : undefined],
            ]}
          />
          <Table<AgendaItem>
            caption="活动日程"
            rows={event.data.agenda}
            rowKey={(item, index) => `${index}-${item.time}`}
            columns={[
              { key: 'time', title: '时间', width: 120 },
              { key: 'topic', title: '内容' },
              { key: 'speaker', title: '主讲人', render: (item) => item.speaker ?? '—' },
            ]}
          />
        </Arrangements>
      )}
    </section>
  );
}

export interface LiveOfflineDetailScreenProps {
  now?: () => number;
}

/**
 * /liveOfflinedetail?id=: a stream that is over, or an on-site event (线下活动): its details,
 * 直播已结束 once it is over with the recording if there is one, and for an on-site event
 * where and when it takes place.
 */
export function LiveOfflineDetailScreen({ now }: LiveOfflineDetailScreenProps) {
  const [params] = useSearchParams();
  const id = params.get('id');
  const live = useLive(id);
  const stage = useLiveStage(live.data, { ...(now ? { now } : {}), onStart: () => void live.mutate() });

  if (!id || live.error || !live.data || !stage) {
    return (
      <ScreenPage>
        <LiveBreadcrumb trail={[{ label: '活动详情' }]} />
        <h1>活动详情</h1>
        {!id ? (
          <NothingChosen back={backToList} />
        ) : live.error ? (
          <RecordFailed error={live.error} what="直播" onRetry={() => void live.mutate()} back={backToList} />
        ) : (
          <PageLoading what="直播" />
        )}
      </ScreenPage>
    );
  }

  const { data } = live;
  const offline = data.mode === 'offline';
  return (
    <ScreenPage>
      <LiveBreadcrumb trail={[{ label: data.title }]} />
      <LiveHero live={data} stage={stage}>
        <LiveStageAction id={data.id} stage={stage} offline={offline} {...(now ? { now } : {})} />
      </LiveHero>
      {offline && <EventArrangements id={data.id} />}
      <LiveAbout live={data} />
    </ScreenPage>
  );
}
