import { describe, expect, it } from 'vitest';
import { demoLectures } from '../../mocks/fixtures/course/lectures';
import { useContractBackend } from '../../testing/contractServer';
import { fetchLive, fetchLiveReplay, fetchLives, fetchOfflineLive, enterLiveRoom } from './live';

describe('live contract (client B)', () => {
  const backend = useContractBackend();
  const { live } = backend.clients;

  it('lists streams on now first, then upcoming, then ended', async () => {
    const page = await fetchLives(live, { page: 1, pageSize: 20 });
    expect(page.total).toBe(8);
    expect(page.items.map((item) => item.status)).toEqual(['live', 'live', 'upcoming', 'upcoming', 'upcoming', 'ended', 'ended', 'ended']);
    const upcoming = page.items.filter((item) => item.status === 'upcoming').map((item) => item.startTime);
    expect(upcoming).toEqual([...upcoming].sort());
  });

  it('pages and filters by status', async () => {
    const second = await fetchLives(live, { page: 2, pageSize: 3 });
    expect(second.items).toHaveLength(3);
    expect(second.total).toBe(8);
    const ended = await fetchLives(live, { page: 1, pageSize: 10, status: 'ended' });
    expect(ended.items.map((item) => item.id)).toEqual(['live-06', 'live-07', 'live-08']);
  });

  it("returns a stream's page and an on-site event's address and agenda", async () => {
    const detail = await fetchLive(live, { id: 'live-01' });
    expect(detail).toMatchObject({ status: 'live', speaker: '王建国', mode: 'online' });
    expect(detail.intro).not.toBe('');
    const offline = await fetchOfflineLive(live, { id: 'live-05' });
    expect(offline.address).toContain('大礼堂');
    expect(offline.agenda.length).toBeGreaterThan(0);
    await expect(fetchOfflineLive(live, { id: 'live-01' })).rejects.toMatchObject({ kind: 'business', message: '该直播不是线下活动' });
  });

  it('plays the recording of an ended stream and refuses one still to come', async () => {
    const replay = await fetchLiveReplay(live, { id: 'live-06' });
    expect(replay.url).toBe(demoLectures.theory.path);
    expect(replay.duration).toBe(demoLectures.theory.seconds);
    await expect(fetchLiveReplay(live, { id: 'live-03' })).rejects.toMatchObject({ message: '直播尚未结束，暂无回放' });
    await expect(fetchLiveReplay(live, { id: 'live-08' })).rejects.toMatchObject({ message: '该直播暂无回放' });
  });

  it('enters a live room as the signed-in learner, counting the viewer', async () => {
    backend.signInAs('learner');
    const before = (await fetchLive(live, { id: 'live-01' })).viewers;
    const room = await enterLiveRoom(live, { id: 'live-01' });
    expect(room).toMatchObject({ liveId: 'live-01', status: 'live', nickname: '张明', chatEnabled: true });
    expect(room.streamUrl).toBeTruthy();
    expect((await fetchLive(live, { id: 'live-01' })).viewers).toBe(before + 1);
    const waiting = await enterLiveRoom(live, { id: 'live-03' });
    expect(waiting.streamUrl ?? null).toBeNull();
  });

  it('refuses the live room without a session', async () => {
    await expect(enterLiveRoom(live, { id: 'live-01' })).rejects.toMatchObject({ kind: 'http', status: 401, message: '登录已过期，请重新登录' });
  });

  it('refuses an unknown stream', async () => {
    await expect(fetchLive(live, { id: 'live-99' })).rejects.toMatchObject({ kind: 'business', message: '该直播不存在' });
  });
});
