import type { LiveSummary } from '@study-portal/api';

const withId = (path: string, id: string) => `${path}?id=${encodeURIComponent(id)}`;

/** Where the live pages lead (docs/product/live.md#live-pages). */
export const liveLinks = {
  index: '/liveIndex',
  detail: (id: string) => withId('/liveDetail', id),
  offline: (id: string) => withId('/liveOfflinedetail', id),
  replay: (id: string) => withId('/liveBack', id),
  room: (id: string) => withId('/liveInit', id),
} as const;

/**
 * A stream's own page from the list: an on-site event or a stream that is over opens the
 * offline page (its details, 直播已结束, the recording if any); one to come or on now opens
 * the live page.
 */
export const livePageOf = (live: Pick<LiveSummary, 'id' | 'mode' | 'status'>): string =>
  live.mode === 'offline' || live.status === 'ended' ? liveLinks.offline(live.id) : liveLinks.detail(live.id);
