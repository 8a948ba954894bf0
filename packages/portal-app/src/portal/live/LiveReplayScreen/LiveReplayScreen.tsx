import { useLive, useLiveReplay } from '@study-portal/api';
import { formatRemaining, Loading, Skeleton, VideoFrame } from '@study-portal/ui';
import { useSearchParams } from 'react-router-dom';
import { LoadFailed } from '../../../components/LoadFailed';
import { ScreenPage } from '../../../components/ScreenPage';
import { FactList, NothingChosen } from '../../shared/detailPage';
import { LiveAbout, liveAddress, LiveBreadcrumb, livePagePaths, liveTimeRange } from '..';

const backToList = { to: livePagePaths.index, label: '返回直播列表' };

/** A recording's length as the kit's timers show time (01:02:05); nothing when the server did not say. */
export function replayLength(seconds: number | null | undefined): string | undefined {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds <= 0) return undefined;
  return formatRemaining(Math.round(seconds));
}

/** /liveBack?id=: the recording of a stream that is over, with what the stream was about. */
export function LiveReplayScreen() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const live = useLive(id);
  const replay = useLiveReplay(id);
  const title = live.data?.title;
  const back = id ? { to: liveAddress(id), label: '返回直播详情' } : backToList;

  return (
    <ScreenPage>
      <LiveBreadcrumb trail={[...(id && title ? [{ label: title, href: liveAddress(id) }] : []), { label: '直播回放' }]} />
      <h1>{title ? `${title}（回放）` : '直播回放'}</h1>
      <section aria-labelledby="replay-title">
        <h2 id="replay-title">回放视频</h2>
        {!id ? (
          <NothingChosen back={backToList} />
        ) : replay.error ? (
          <LoadFailed error={replay.error} what="回放" onRetry={() => void replay.mutate()} back={back} />
        ) : !replay.data ? (
          <Loading label="正在加载回放">
            <Skeleton shape="rect" ratio="16 / 9" />
          </Loading>
        ) : (
          <>
            <VideoFrame src={replay.data.url} title={`${replay.data.title ?? title ?? '直播'} 回放`} {...(live.data?.cover ? { poster: live.data.cover } : {})} />
            <FactList
              label="回放信息"
              facts={[
                ['回放时长', replayLength(replay.data.duration)],
                ['直播时间', live.data ? liveTimeRange(live.data.startTime, live.data.endTime) : undefined],
                ['主讲人', live.data ? [live.data.speaker, live.data.speakerTitle].filter(Boolean).join('，') : undefined],
              ]}
            />
          </>
        )}
      </section>
      {live.data && <LiveAbout live={live.data} />}
    </ScreenPage>
  );
}
