import type { LiveSummary } from '@study-portal/api';
import { pageAddress } from '../shared/address';

/** The live pages (docs/product/routes.md#live). */
export const livePagePaths = {
  index: '/liveIndex',
  detail: '/liveDetail',
  offline: '/liveOfflinedetail',
  replay: '/liveBack',
  liveRoom: '/liveInit',
} as const;

/** Older addresses that redirect to a live page (docs/product/routes.md#redirects). */
export const liveRedirectPaths = { index: '/live' } as const;

export const liveAddress = (id: string): string => pageAddress(livePagePaths.detail, { id });
export const offlineLiveAddress = (id: string): string => pageAddress(livePagePaths.offline, { id });
export const replayAddress = (id: string): string => pageAddress(livePagePaths.replay, { id });
export const liveRoomAddress = (id: string): string => pageAddress(livePagePaths.liveRoom, { id });

/**
 * A stream's own page from a list (docs/product/live.md#live-pages): an on-site event or a
 * stream that is over opens the offline page (its details, 直播已结束, the recording if any);
 * one to come or on now opens the live page.
 */
export const livePageOf = (live: Pick<LiveSummary, 'id' | 'mode' | 'status'>): string =>
  live.mode === 'offline' || live.status === 'ended' ? offlineLiveAddress(live.id) : liveAddress(live.id);
