import type { ApiClient } from '../../client/createApiClient';
import { fromPagingB, pagedB, toPagingB, type Page, type PageRequest } from '../page';
import { idString, looseNumber, optionalText, readData, v } from '../schema';
import { useApiRead } from '../swr';

/**
 * Live streams (/live, /liveDetail, /liveOfflinedetail, /liveBack, /liveInit). These go to
 * client B (`/apiLive`, 5 s). [F] getAllLives is a JSON POST (docs/product/live.md#live-calls). [A] The other
 * paths and every payload.
 */
export const livePaths = {
  list: 'api/fosung/live/getAllLives',
  detail: 'api/fosung/live/get',
  offlineDetail: 'api/fosung/live/getOffline',
  replay: 'api/fosung/live/replay',
  init: 'api/fosung/live/init',
} as const;

/** [A] The server decides the status; screens never work it out from the clock. */
export const LiveStatusSchema = v.picklist(['upcoming', 'live', 'ended']);
export type LiveStatus = v.InferOutput<typeof LiveStatusSchema>;

/** A live stream as lists show it. [A] All fields; `mode` offline means an on-site event. */
export const LiveSummarySchema = v.looseObject({
  id: idString,
  title: v.string(),
  cover: optionalText,
  speaker: optionalText,
  speakerTitle: optionalText,
  organiser: optionalText,
  startTime: v.string(),
  endTime: optionalText,
  status: LiveStatusSchema,
  mode: v.nullish(v.picklist(['online', 'offline']), 'online'),
  /** Viewers so far (观看人数). */
  viewers: v.nullish(looseNumber, 0),
  /** Whether a recording can be watched (/liveBack). */
  replayAvailable: v.nullish(v.boolean(), false),
});
export type LiveSummary = v.InferOutput<typeof LiveSummarySchema>;

/** A live stream's page. [A] `intro` is plain text. */
export const LiveDetailSchema = v.looseObject({
  ...LiveSummarySchema.entries,
  intro: optionalText,
  speakerProfile: optionalText,
});
export type LiveDetail = v.InferOutput<typeof LiveDetailSchema>;

/** An on-site event's page (线下活动). [A] All fields. */
export const OfflineLiveDetailSchema = v.looseObject({
  ...LiveDetailSchema.entries,
  address: v.string(),
  contact: optionalText,
  seats: v.nullish(looseNumber),
  agenda: v.nullish(v.array(v.looseObject({ time: v.string(), topic: v.string(), speaker: optionalText })), []),
});
export type OfflineLiveDetail = v.InferOutput<typeof OfflineLiveDetailSchema>;

/** Where a recording plays. [A] `duration` in seconds. */
export const LiveReplaySchema = v.looseObject({
  id: idString,
  title: optionalText,
  url: v.string(),
  duration: v.nullish(looseNumber),
});
export type LiveReplay = v.InferOutput<typeof LiveReplaySchema>;

/**
 * What the live room needs when a signed-in learner enters (/liveInit). [A] All fields;
 * `streamUrl` is set only while the stream is on.
 */
export const LiveInitSchema = v.looseObject({
  liveId: idString,
  status: LiveStatusSchema,
  startTime: optionalText,
  streamUrl: optionalText,
  nickname: v.string(),
  chatEnabled: v.nullish(v.boolean(), false),
  /** The room's welcome or house rules. */
  notice: optionalText,
});
export type LiveInit = v.InferOutput<typeof LiveInitSchema>;

export interface LiveQuery extends PageRequest {
  status?: LiveStatus;
}

/**
 * POST api/fosung/live/getAllLives (JSON): streams on now first, then upcoming soonest
 * first, then ended newest first. [A] Paging style (b); an optional `status` filter.
 */
export async function fetchLives(client: ApiClient, params: LiveQuery): Promise<Page<LiveSummary>> {
  const body = { ...toPagingB(params), status: params.status };
  return fromPagingB(readData(await client.post(livePaths.list, body), pagedB(LiveSummarySchema), livePaths.list), params);
}

/** POST api/fosung/live/get `{ id }`: a stream's page. */
export async function fetchLive(client: ApiClient, params: { id: string }): Promise<LiveDetail> {
  return readData(await client.post(livePaths.detail, { id: params.id }), LiveDetailSchema, livePaths.detail);
}

/** POST api/fosung/live/getOffline `{ id }`: an on-site event's page; online streams are refused. */
export async function fetchOfflineLive(client: ApiClient, params: { id: string }): Promise<OfflineLiveDetail> {
  return readData(await client.post(livePaths.offlineDetail, { id: params.id }), OfflineLiveDetailSchema, livePaths.offlineDetail);
}

/** POST api/fosung/live/replay `{ id }`: the recording of an ended stream; refused while none exists. */
export async function fetchLiveReplay(client: ApiClient, params: { id: string }): Promise<LiveReplay> {
  return readData(await client.post(livePaths.replay, { id: params.id }), LiveReplaySchema, livePaths.replay);
}

/** POST api/fosung/live/init `{ id }`: enters the live room as the signed-in learner. */
export async function enterLiveRoom(client: ApiClient, params: { id: string }): Promise<LiveInit> {
  return readData(await client.post(livePaths.init, { id: params.id }), LiveInitSchema, livePaths.init);
}

export const useLives = (params: LiveQuery) => useApiRead([livePaths.list, params], ({ live }) => fetchLives(live, params));

export const useLive = (id: string | null | undefined) =>
  useApiRead(id ? [livePaths.detail, { id }] : null, ({ live }) => fetchLive(live, { id: id ?? '' }));

export const useOfflineLive = (id: string | null | undefined) =>
  useApiRead(id ? [livePaths.offlineDetail, { id }] : null, ({ live }) => fetchOfflineLive(live, { id: id ?? '' }));

export const useLiveReplay = (id: string | null | undefined) =>
  useApiRead(id ? [livePaths.replay, { id }] : null, ({ live }) => fetchLiveReplay(live, { id: id ?? '' }));

/** Entering is a read for the screen: it runs once per room and is not revalidated on focus. */
export const useLiveRoom = (id: string | null | undefined) =>
  useApiRead(id ? [livePaths.init, { id }] : null, ({ live }) => enterLiveRoom(live, { id: id ?? '' }), { revalidateOnFocus: false });
