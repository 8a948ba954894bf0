import { Button } from '@study-portal/ui';
import { useSearchParams } from 'react-router-dom';
import { LivePage, offlineLiveAddress } from '..';

export interface LiveDetailScreenProps {
  now?: () => number;
}

/**
 * /liveDetail?id=: a stream's page: what it is about and who speaks, a countdown to its start,
 * the way into the live room while it is on, its recording once it is over.
 */
export function LiveDetailScreen({ now }: LiveDetailScreenProps) {
  const [params] = useSearchParams();
  return (
    <LivePage
      id={params.get('id')}
      heading="直播详情"
      {...(now ? { now } : {})}
      actions={(live) => live.mode === 'offline' && <Button href={offlineLiveAddress(live.id)}>查看活动地点与日程</Button>}
    />
  );
}
