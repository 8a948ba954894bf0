import { useLive } from '@study-portal/api';
import { useSearchParams } from 'react-router-dom';
import { ButtonLink } from '../../components/ButtonLink';
import { ScreenPage } from '../../components/ScreenPage';
import { NothingChosen, PageLoading, RecordFailed } from '../../topics/common';
import { LiveAbout, LiveBreadcrumb, LiveHero, liveLinks, LiveStageAction, useLiveStage } from '../../live';

const backToList = { to: liveLinks.index, label: '返回直播列表' };

export interface LiveDetailScreenProps {
  now?: () => number;
}

/**
 * /liveDetail?id=: a stream's page: what it is about and who speaks, a countdown to its start,
 * the way into the live room while it is on, its recording once it is over.
 */
export function LiveDetailScreen({ now }: LiveDetailScreenProps) {
  const [params] = useSearchParams();
  const id = params.get('id');
  const live = useLive(id);
  const stage = useLiveStage(live.data, { ...(now ? { now } : {}), onStart: () => void live.mutate() });

  if (!id || live.error || !live.data || !stage) {
    return (
      <ScreenPage>
        <LiveBreadcrumb trail={[{ label: '直播详情' }]} />
        <h1>直播详情</h1>
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
        {offline && <ButtonLink to={liveLinks.offline(data.id)}>查看活动地点与日程</ButtonLink>}
      </LiveHero>
      <LiveAbout live={data} />
    </ScreenPage>
  );
}
