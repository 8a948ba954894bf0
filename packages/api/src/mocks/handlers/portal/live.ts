import { livePaths } from '../../../contract/portal/live';
import { contractHttp } from '../../core/contractHttp';
import type { MockDb } from '../../core/mockDb';
import { readBody } from '../../core/request';
import { ok, refuse } from '../../envelope';
import { demoLives, type MockLive } from '../../fixtures/portal/lives';
import { learnerOf, pageB, textOf } from './support';
import { tenantPicture } from '../../fixtures/pictures';

const livesOf = (db: MockDb) => db.state('portal-lives', () => structuredClone(demoLives));

const statusOrder = { live: 0, upcoming: 1, ended: 2 } as const;

function listOrder(a: MockLive, b: MockLive): number {
  if (a.status !== b.status) return statusOrder[a.status] - statusOrder[b.status];
  return a.status === 'upcoming' ? a.startTime.localeCompare(b.startTime) : b.startTime.localeCompare(a.startTime);
}

// The stand-in video is the fake's own business; only init and the replay hand out its address.
const publicOf = ({ video: _video, ...live }: MockLive) => live;
// Lists and online pages leave out the on-site fields.
const onlineOf = (live: MockLive) => {
  const { address: _address, contact: _contact, seats: _seats, agenda: _agenda, ...online } = publicOf(live);
  return online;
};
const summaryOf = (live: MockLive) => {
  const { intro: _intro, speakerProfile: _profile, ...summary } = onlineOf(live);
  return summary;
};

export const liveHandlers = (db: MockDb) => {
  const find = async (request: Request) => {
    const id = textOf((await readBody(request)).id);
    return livesOf(db).find((live) => live.id === id);
  };
  const pictured = <T extends { cover: string }>(live: T): T => ({ ...live, cover: tenantPicture(db, live.cover) });

  return [
    contractHttp.post(livePaths.list, async ({ request }) => {
      const body = await readBody(request);
      const status = textOf(body.status);
      const matching = livesOf(db)
        .filter((live) => !status || live.status === status)
        .sort(listOrder)
        .map((live) => pictured(summaryOf(live)));
      return ok(pageB(matching, body));
    }),

    contractHttp.post(livePaths.detail, async ({ request }) => {
      const live = await find(request);
      return live ? ok(pictured(onlineOf(live))) : refuse('该直播不存在');
    }),

    contractHttp.post(livePaths.offlineDetail, async ({ request }) => {
      const live = await find(request);
      if (!live) return refuse('该直播不存在');
      if (live.mode !== 'offline') return refuse('该直播不是线下活动');
      return ok(pictured(publicOf(live)));
    }),

    contractHttp.post(livePaths.replay, async ({ request }) => {
      const live = await find(request);
      if (!live) return refuse('该直播不存在');
      if (live.status !== 'ended') return refuse('直播尚未结束，暂无回放');
      if (!live.replayAvailable || !live.video) return refuse('该直播暂无回放');
      return ok({ id: live.id, title: live.title, url: live.video.path, duration: live.video.seconds });
    }),

    contractHttp.post(livePaths.init, async ({ request }) => {
      const who = learnerOf(db, request);
      if (who instanceof Response) return who;
      const live = await find(request);
      if (!live) return refuse('该直播不存在');
      if (live.mode === 'offline') return refuse('线下活动不提供在线直播');
      if (live.status === 'live') live.viewers += 1;
      return ok({
        liveId: live.id,
        status: live.status,
        startTime: live.startTime,
        streamUrl: live.status === 'live' ? (live.video?.path ?? null) : null,
        nickname: who.user.name,
        chatEnabled: live.status === 'live',
        notice: '欢迎进入直播间，请文明发言，遵守学习纪律。',
      });
    }),
  ];
};
