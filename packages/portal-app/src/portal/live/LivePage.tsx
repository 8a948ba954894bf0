import { Loading } from '@study-portal/ui';
import { useLive, type LiveDetail } from '@study-portal/api';
import type { ReactNode } from 'react';
import { LoadFailed } from '../../components/LoadFailed';
import { ScreenPage } from '../../components/ScreenPage';
import { NothingChosen, DetailPlaceholder } from '../shared/detailPage';
import { LiveAbout } from './LiveAbout';
import { LiveBreadcrumb } from './LiveBreadcrumb';
import { LiveHero } from './LiveHero';
import { livePagePaths } from './addresses';
import { useLiveStage } from './liveStage';
import { LiveStageAction } from './LiveStageAction';

const backToList = { to: livePagePaths.index, label: '返回直播列表' };

export interface LivePageProps {
  /** The stream's id from the address; null when the page was opened without one. */
  id: string | null;
  /** The page's name until the stream's own title is there, e.g. 直播详情. */
  heading: string;
  now?: () => number;
  /** More ways on, beside what the stream's stage allows, e.g. to an on-site event's page. */
  actions?: (live: LiveDetail) => ReactNode;
  /** Sections between the stream's facts and its introduction. */
  children?: (live: LiveDetail) => ReactNode;
}

/**
 * A stream's own page: its facts and what the learner can do at its stage (moved on by the
 * clock, and asking the server again when the announced start arrives), then its introduction;
 * until the stream is there, the way back to the list, the failure, or its loading.
 */
export function LivePage({ id, heading, now, actions, children }: LivePageProps) {
  const live = useLive(id);
  const stage = useLiveStage(live.data, { ...(now ? { now } : {}), onStart: () => void live.mutate() });

  if (!id || live.error || !live.data || !stage) {
    return (
      <ScreenPage>
        <LiveBreadcrumb trail={[{ label: heading }]} />
        <h1>{heading}</h1>
        {!id ? (
          <NothingChosen back={backToList} />
        ) : live.error ? (
          <LoadFailed error={live.error} what="直播" onRetry={() => void live.mutate()} back={backToList} />
        ) : (
          <Loading label="正在加载直播">
            <DetailPlaceholder />
          </Loading>
        )}
      </ScreenPage>
    );
  }

  const { data } = live;
  return (
    <ScreenPage>
      <LiveBreadcrumb trail={[{ label: data.title }]} />
      <LiveHero live={data} stage={stage}>
        <LiveStageAction id={data.id} stage={stage} offline={data.mode === 'offline'} {...(now ? { now } : {})} />
        {actions?.(data)}
      </LiveHero>
      {children?.(data)}
      <LiveAbout live={data} />
    </ScreenPage>
  );
}
