import { useOfflineLive, type OfflineLiveDetail } from '@study-portal/api';
import { Loading, Skeleton, Table } from '@study-portal/ui';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { LoadFailed } from '../../../components/LoadFailed';
import { LivePage } from '..';
import { FactList } from '../../shared/detailPage';

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
        <LoadFailed error={event.error} what="活动安排" height={120} onRetry={() => void event.mutate()} />
      ) : !event.data ? (
        <Loading label="正在加载活动安排">
          <Skeleton shape="text" lines={3} />
        </Loading>
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

export interface OfflineLiveScreenProps {
  now?: () => number;
}

/**
 * /liveOfflinedetail?id=: a stream that is over, or an on-site event (线下活动): its details,
 * 直播已结束 once it is over with the recording if there is one, and for an on-site event
 * where and when it takes place.
 */
export function OfflineLiveScreen({ now }: OfflineLiveScreenProps) {
  const [params] = useSearchParams();
  return (
    <LivePage id={params.get('id')} heading="活动详情" {...(now ? { now } : {})}>
      {(live) => live.mode === 'offline' && <EventArrangements id={live.id} />}
    </LivePage>
  );
}
