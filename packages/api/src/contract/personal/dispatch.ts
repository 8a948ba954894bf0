import type { ApiClient } from '../../client/createApiClient';
import { fromPagingA, pagedA, toPagingA, type Page, type PageRequest } from '../page';
import { idString, optionalText, readData, v } from '../schema';
import { useApiRead, useApiWrite } from '../swr';

/** Training dispatch (调训) applications from the study centre (docs/product/study-centre.md#dispatch). */
export const dispatchPaths = {
  apply: 'api/personal/applyDispatch',
  query: 'api/personal/queryDispatch',
} as const;

/** [A] The review states, as display strings: a new application is 审核中. */
export const dispatchStatuses = { pending: '审核中', approved: '已通过', rejected: '未通过' } as const;

/** A dispatch application [A: every field]. */
export const DispatchApplicationSchema = v.looseObject({
  id: idString,
  trainingName: v.string(),
  organiser: optionalText,
  startDate: optionalText,
  endDate: optionalText,
  reason: optionalText,
  contactPhone: optionalText,
  applyTime: v.string(),
  /** 审核中, 已通过 or 未通过. */
  auditStatus: v.string(),
  auditOpinion: optionalText,
  auditTime: optionalText,
});
export type DispatchApplication = v.InferOutput<typeof DispatchApplicationSchema>;

/** What the learner fills in. Dates are yyyy-MM-dd. */
export interface DispatchApplicationForm {
  trainingName: string;
  organiser?: string;
  startDate: string;
  endDate: string;
  reason: string;
  contactPhone: string;
}

/** POST api/personal/applyDispatch: the new application, 审核中. Refusals carry the server's message. */
export async function applyDispatch(client: ApiClient, form: DispatchApplicationForm): Promise<DispatchApplication> {
  const path = dispatchPaths.apply;
  return readData(await client.post(path, form), DispatchApplicationSchema, path);
}

export const useApplyDispatch = () =>
  useApiWrite((clients, form: DispatchApplicationForm) => applyDispatch(clients.pc, form), [dispatchPaths.query]);

export interface DispatchQuery extends PageRequest {
  auditStatus?: string;
}

/** POST api/personal/queryDispatch: my applications, newest first. [A] Paging style (a). */
export async function fetchDispatchApplications(client: ApiClient, query: DispatchQuery): Promise<Page<DispatchApplication>> {
  const path = dispatchPaths.query;
  const reply = readData(await client.post(path, { ...toPagingA(query), auditStatus: query.auditStatus ?? '' }), pagedA(DispatchApplicationSchema), path);
  return fromPagingA(reply, query);
}

export const useDispatchApplications = (query: DispatchQuery) =>
  useApiRead([dispatchPaths.query, query], ({ pc }) => fetchDispatchApplications(pc, query));
