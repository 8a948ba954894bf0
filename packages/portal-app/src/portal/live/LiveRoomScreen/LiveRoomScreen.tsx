import { useLive, useLiveRoom, type LiveInit } from '@study-portal/api';
import { Button, Card, EmptyState, Loading, RichText, Skeleton, VideoFrame } from '@study-portal/ui';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { LoadFailed } from '../../../components/LoadFailed';
import { ScreenPage } from '../../../components/ScreenPage';
import { NothingChosen } from '../../shared/detailPage';
import { liveAddress, LiveBreadcrumb, livePagePaths, LiveStageAction, useLiveStage, useRecheckWhile } from '..';

const backToList = { to: livePagePaths.index, label: '返回直播列表' };

const Waiting = styled(Card).attrs({ padding: 'large' })`
  display: flex;
  flex-direction: column;
  gap: var(--sp-space-3);

  & p {
    margin: 0;
  }
`;

/** What the room shows for what the server said on entering. */
function Room({ room, title, replayAvailable, now, onStart, onRetry }: {
  room: LiveInit;
  title: string;
  replayAvailable: boolean;
  now?: () => number;
  onStart: () => void;
  onRetry: () => void;
}) {
  const stage = useLiveStage({ status: room.status, startTime: room.startTime, replayAvailable }, { ...(now ? { now } : {}), onStart });
  // Past the announced start, or on without a stream yet: the host is about to begin.
  useRecheckWhile(stage?.kind === 'starting' || (stage?.kind === 'live' && !room.streamUrl), onRetry);
  if (!stage) return null;
  if (stage.kind === 'live' && room.streamUrl) {
    return (
      <>
        <VideoFrame src={room.streamUrl} title={`${title} 直播`} />
        <p>您已以“{room.nickname}”的身份进入直播间。</p>
      </>
    );
  }
  if (stage.kind === 'live') {
    // On, but the server gave no stream yet: the host may still be connecting.
    return (
      <Waiting>
        <p>直播信号尚未接通，接通后将自动播放。</p>
        <div>
          <Button onClick={onRetry}>重新进入</Button>
        </div>
      </Waiting>
    );
  }
  if (stage.kind === 'starting') {
    return (
      <Waiting>
        <p>主播即将开播，开播后将自动进入直播间。</p>
        <div>
          <Button onClick={onRetry}>重新进入</Button>
        </div>
      </Waiting>
    );
  }
  return (
    <Waiting>
      <p>{stage.kind === 'ended' ? '本场直播已结束。' : '直播尚未开始，开播后将自动进入直播间。'}</p>
      <LiveStageAction id={room.liveId} stage={stage} {...(now ? { now } : {})} />
    </Waiting>
  );
}

export interface LiveRoomScreenProps {
  now?: () => number;
}

/**
 * /liveInit?id=: entering a live room. The server checks the learner may enter and answers
 * with the stream, the time still to wait, or why not; its reason is shown as it said it.
 */
export function LiveRoomScreen({ now }: LiveRoomScreenProps) {
  const [params] = useSearchParams();
  const id = params.get('id');
  const room = useLiveRoom(id);
  const live = useLive(id);
  const title = live.data?.title ?? '直播间';
  const retry = () => void room.mutate();

  return (
    <ScreenPage>
      <LiveBreadcrumb trail={[...(id && live.data ? [{ label: live.data.title, href: liveAddress(id) }] : []), { label: '直播间' }]} />
      <h1>{title}</h1>
      <section aria-labelledby="room-title">
        <h2 id="room-title">直播间</h2>
        {!id ? (
          <NothingChosen back={backToList} />
        ) : room.error ? (
          room.error.kind === 'business' ? (
            <div role="alert">
              <EmptyState description={`无法进入直播间：${room.error.serverMessage || '请稍后再试'}`}>
                <Button href={liveAddress(id)}>返回直播详情</Button>
              </EmptyState>
            </div>
          ) : (
            <LoadFailed what="直播间" onRetry={retry} />
          )
        ) : !room.data ? (
          <Loading label="正在进入直播间">
            <Skeleton shape="rect" ratio="16 / 9" />
          </Loading>
        ) : (
          <Room
            room={room.data}
            title={title}
            replayAvailable={live.data?.replayAvailable ?? false}
            onStart={retry}
            onRetry={retry}
            {...(now ? { now } : {})}
          />
        )}
      </section>
      {room.data?.notice && (
        <section aria-labelledby="room-notice-title">
          <h2 id="room-notice-title">直播间公告</h2>
          <RichText text={room.data.notice} />
        </section>
      )}
    </ScreenPage>
  );
}
