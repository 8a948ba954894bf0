import type { ApiClient } from '../../client/createApiClient';
import { OrganisationSchema, TbtpClassSummarySchema, type Organisation, type TbtpClassSummary } from '../entities';
import { fromPagingA, pagedA, toPagingA, type Page, type PageRequest } from '../page';
import { idString, optionalText, readData, v } from '../schema';
import { useApiRead, useApiWrite } from '../swr';
import { guidancePaths } from './guidance';
import { tbtpClassPaths } from './tbtpClass';

/**
 * Finding and joining online special-topic classes (网上专题班, docs/product/classes.md#enrolment: check, verify the class code where needed, save the enrolment).
 */
export const tbtpPaths = {
  list: 'api/portal/tbtp/queryTbtpList',
  orgList: 'api/portal/tbtp/queryOrgList',
  verifyCode: 'api/tbtp/web/verifyCode',
  enrol: 'api/tbtpenrollment/web/save',
  trainee: 'api/getTrainee',
  oneClickEnrol: 'api/handleWsztbBm',
} as const;

/** The learner's own class list (another area's call), refreshed after an enrolment. */
const myClassesPath = 'api/personal/queryMyTbtps';

export interface TbtpClassQuery extends PageRequest {
  /** The organiser, or any organisation above it in the tree; all classes when absent. */
  orgId?: string;
  keyword?: string;
}

export interface CityTbtpClassQuery extends PageRequest {
  /** The city whose own and whose departments' classes /projectIndexCity lists. */
  cityOrgId: string;
  keyword?: string;
}

/**
 * The learner's trainee record (学员信息). [A] Fields beyond the user info's traineeId,
 * orgId and orgName: what a class enrolment form shows. `null` when the account has none,
 * which the portal treats like a missing traineeId (docs/product/session.md#missing-trainee-record).
 */
export const TraineeRecordSchema = v.nullable(
  v.looseObject({
    traineeId: idString,
    name: v.string(),
    orgId: optionalText,
    orgName: optionalText,
    orgCode: optionalText,
    idCardHash: optionalText,
    /** Masked, e.g. 138****8001. */
    telephone: optionalText,
    position: optionalText,
    /** Cadre rank (职级). */
    rank: optionalText,
  }),
);
export type TraineeRecord = v.InferOutput<typeof TraineeRecordSchema>;

/**
 * POST api/portal/tbtp/queryTbtpList: open classes first, each group by start date, newest first; `enrolled` and `progress`
 * describe the signed-in learner (false and absent without a session). [A] Paging style (a);
 * the filter fields `orgId`, `keyword`.
 */
export async function fetchClasses(client: ApiClient, params: TbtpClassQuery): Promise<Page<TbtpClassSummary>> {
  const body = { ...toPagingA(params), orgId: params.orgId || undefined, keyword: params.keyword || undefined };
  return fromPagingA(readData(await client.post(tbtpPaths.list, body), pagedA(TbtpClassSummarySchema), tbtpPaths.list), params);
}

/** The city variant of the same call (/projectIndexCity). [A] The city travels as `cityOrgId`. */
export async function fetchCityClasses(client: ApiClient, params: CityTbtpClassQuery): Promise<Page<TbtpClassSummary>> {
  const body = { ...toPagingA(params), cityOrgId: params.cityOrgId, keyword: params.keyword || undefined };
  return fromPagingA(readData(await client.post(tbtpPaths.list, body), pagedA(TbtpClassSummarySchema), tbtpPaths.list), params);
}

/**
 * POST api/portal/tbtp/queryOrgList: one level of the organiser tree for the filter.
 * [A] Loaded level by level: `{ parentId }` gives that organisation's children, no parentId
 * the top level; `hasChildren` says whether a node can expand.
 */
export async function fetchClassOrganisations(client: ApiClient, params: { parentId?: string } = {}): Promise<Organisation[]> {
  const body = { parentId: params.parentId || undefined };
  return readData(await client.post(tbtpPaths.orgList, body), v.array(OrganisationSchema), tbtpPaths.orgList);
}

/** POST api/tbtp/web/verifyCode: checks a class's verify code; refuses with 验证码错误. */
export async function verifyClassCode(client: ApiClient, params: { tbtpId: string; code: string }): Promise<void> {
  await client.post(tbtpPaths.verifyCode, { tbtpId: params.tbtpId, code: params.code });
}

/**
 * POST api/tbtpenrollment/web/save: enrols the signed-in learner. A class with a verify code
 * needs the code here or an earlier successful verifyCode by the same learner [A]. Refusals:
 * 验证码错误, 请先输入报名验证码 [A], 您已报名该专题班, 该专题班已结束 [A].
 */
export async function enrolClass(client: ApiClient, params: { tbtpId: string; code?: string }): Promise<void> {
  await client.post(tbtpPaths.enrol, { tbtpId: params.tbtpId, code: params.code || undefined });
}

/** POST api/getTrainee: the signed-in learner's trainee record, or null. */
export async function fetchTraineeRecord(client: ApiClient): Promise<TraineeRecord> {
  return readData(await client.post(tbtpPaths.trainee), TraineeRecordSchema, tbtpPaths.trainee);
}

/**
 * POST api/handleWsztbBm: one-click enrolment in the provincial online class (网上专题班
 * 报名), no verify code. [A] Body `{ tbtpId }`; classes without one-click enrolment refuse.
 */
export async function enrolProvincialClass(client: ApiClient, params: { tbtpId: string }): Promise<void> {
  await client.post(tbtpPaths.oneClickEnrol, { tbtpId: params.tbtpId });
}

export const useClasses = (params: TbtpClassQuery) => useApiRead([tbtpPaths.list, params], ({ pc }) => fetchClasses(pc, params));

export const useCityClasses = (params: CityTbtpClassQuery | null) =>
  useApiRead(params ? [tbtpPaths.list, params] : null, ({ pc }) => fetchCityClasses(pc, params ?? { cityOrgId: '', page: 1, pageSize: 10 }));

export const useClassOrganisations = (parentId?: string) =>
  useApiRead([tbtpPaths.orgList, { parentId }], ({ pc }) => fetchClassOrganisations(pc, parentId ? { parentId } : {}));

export const useTraineeRecord = () => useApiRead([tbtpPaths.trainee], ({ pc }) => fetchTraineeRecord(pc));

/** What an enrolment changes: the lists' enrolled flags, the class page, its member views and the learning path. */
const enrolmentAffects = [
  tbtpPaths.list,
  tbtpClassPaths.detail,
  tbtpClassPaths.members,
  tbtpClassPaths.dynamics,
  tbtpClassPaths.assignments,
  tbtpClassPaths.schedule,
  tbtpClassPaths.excellent,
  guidancePaths.get,
  myClassesPath,
];

export const useVerifyClassCode = () => useApiWrite((clients, params: { tbtpId: string; code: string }) => verifyClassCode(clients.pc, params), []);

export const useEnrolClass = () =>
  useApiWrite((clients, params: { tbtpId: string; code?: string }) => enrolClass(clients.pc, params), enrolmentAffects);

export const useEnrolProvincialClass = () =>
  useApiWrite((clients, params: { tbtpId: string }) => enrolProvincialClass(clients.pc, params), enrolmentAffects);
