import type { ApiClient } from '../../client/createApiClient';
import { CourseSummarySchema, TbtpClassSummarySchema } from '../entities';
import { fromPagingA, pagedA, readAllPages, toPagingA, type Page, type PageRequest } from '../page';
import { idString, looseNumber, optionalText, readData, v } from '../schema';
import { useApiRead } from '../swr';

/**
 * The pages of one online special-topic class (/projectDetail and its tabs). [F] The class
 * has compulsory and elective course lists, notices, members and a share QR code (docs/product/classes.md#the-class-record).
 * [A] Every path here: the product names the routes only.
 */
export const tbtpClassPaths = {
  detail: 'api/tbtp/web/get',
  members: 'api/tbtp/web/members',
  notices: 'api/tbtp/web/notices',
  dynamics: 'api/tbtp/web/dynamics',
  assignments: 'api/tbtp/web/assignments',
  schedule: 'api/tbtp/web/schedule',
  excellent: 'api/tbtp/web/excellent',
} as const;

/**
 * A class in full. [F] Compulsory and elective course lists, a share QR code. [A] The rest:
 * `intro` is plain text; `shareUrl` is the address the QR code encodes (/enrollmentQrCode);
 * `oneClickEnrol` marks the provincial class that api/handleWsztbBm enrols without a code.
 */
export const TbtpClassDetailSchema = v.looseObject({
  ...TbtpClassSummarySchema.entries,
  intro: optionalText,
  compulsoryHours: v.nullish(looseNumber, 0),
  electiveHours: v.nullish(looseNumber, 0),
  memberCount: v.nullish(looseNumber, 0),
  contact: optionalText,
  compulsoryCourses: v.nullish(v.array(CourseSummarySchema), []),
  electiveCourses: v.nullish(v.array(CourseSummarySchema), []),
  shareUrl: optionalText,
  oneClickEnrol: v.nullish(v.boolean(), false),
});
export type TbtpClassDetail = v.InferOutput<typeof TbtpClassDetailSchema>;

/** A class member (班级成员). [A] All fields; `role` is 班长 or 学员. */
export const TbtpMemberSchema = v.looseObject({
  id: idString,
  name: v.string(),
  orgName: optionalText,
  role: optionalText,
  hours: v.nullish(looseNumber, 0),
  progress: v.nullish(looseNumber, 0),
  enrolTime: optionalText,
});
export type TbtpMember = v.InferOutput<typeof TbtpMemberSchema>;

/** A class notice (班级公告). [A] All fields; `content` is rich HTML to sanitise. */
export const TbtpNoticeSchema = v.looseObject({
  id: idString,
  title: v.string(),
  content: v.nullish(v.string(), ''),
  publishTime: optionalText,
  publisher: optionalText,
});
export type TbtpNotice = v.InferOutput<typeof TbtpNoticeSchema>;

/** One line of the class's activity feed (班级动态). [A] All fields; `kind`: enrol, study, complete, notice. */
export const TbtpDynamicSchema = v.looseObject({
  id: idString,
  name: v.string(),
  content: v.string(),
  time: optionalText,
  kind: optionalText,
});
export type TbtpDynamic = v.InferOutput<typeof TbtpDynamicSchema>;

/** One of the learner's own class assignments (个人班级作业). [A] All fields. */
export const TbtpAssignmentSchema = v.looseObject({
  id: idString,
  title: v.string(),
  /** Rich HTML. */
  requirement: v.nullish(v.string(), ''),
  deadline: optionalText,
  status: v.picklist(['pending', 'submitted', 'overdue']),
  submitTime: optionalText,
  score: v.nullish(looseNumber),
});
export type TbtpAssignment = v.InferOutput<typeof TbtpAssignmentSchema>;

/** A class course with the learner's standing in it. [A] `courseType` says which list it is on. */
export const TbtpScheduleCourseSchema = v.looseObject({
  ...CourseSummarySchema.entries,
  courseType: v.picklist(['compulsory', 'elective']),
});
export type TbtpScheduleCourse = v.InferOutput<typeof TbtpScheduleCourseSchema>;

/**
 * The learner's completion of a class (完成进度). [A] All fields: hours required and earned,
 * in total and per list, and whether the class is completed (结业).
 */
export const TbtpScheduleSchema = v.looseObject({
  tbtpId: idString,
  requiredHours: looseNumber,
  earnedHours: looseNumber,
  compulsoryHours: v.nullish(looseNumber, 0),
  compulsoryEarned: v.nullish(looseNumber, 0),
  electiveHours: v.nullish(looseNumber, 0),
  electiveEarned: v.nullish(looseNumber, 0),
  progress: looseNumber,
  completed: v.boolean(),
  courses: v.nullish(v.array(TbtpScheduleCourseSchema), []),
});
export type TbtpSchedule = v.InferOutput<typeof TbtpScheduleSchema>;

/** A learner on the class's excellent-progress board (优秀进度). [A] All fields. */
export const TbtpExcellentSchema = v.looseObject({
  rank: looseNumber,
  name: v.string(),
  orgName: optionalText,
  hours: looseNumber,
  progress: v.nullish(looseNumber, 0),
});
export type TbtpExcellent = v.InferOutput<typeof TbtpExcellentSchema>;

export interface TbtpPagedQuery extends PageRequest {
  tbtpId: string;
}

export interface TbtpMemberQuery extends TbtpPagedQuery {
  keyword?: string;
}

/** POST api/tbtp/web/get `{ tbtpId }`: the class page. An unknown id refuses with 该专题班不存在 (→ /errorCode). */
export async function fetchClass(client: ApiClient, params: { tbtpId: string }): Promise<TbtpClassDetail> {
  return readData(await client.post(tbtpClassPaths.detail, { tbtpId: params.tbtpId }), TbtpClassDetailSchema, tbtpClassPaths.detail);
}

/** POST api/tbtp/web/members: members, class monitor first. [A] Paging style (a); optional `keyword` on the name. */
export async function fetchClassMembers(client: ApiClient, params: TbtpMemberQuery): Promise<Page<TbtpMember>> {
  const body = { ...toPagingA(params), tbtpId: params.tbtpId, keyword: params.keyword || undefined };
  return fromPagingA(readData(await client.post(tbtpClassPaths.members, body), pagedA(TbtpMemberSchema), tbtpClassPaths.members), params);
}

/** POST api/tbtp/web/notices: class notices, newest first. [A] Paging style (a). */
export async function fetchClassNotices(client: ApiClient, params: TbtpPagedQuery): Promise<Page<TbtpNotice>> {
  const body = { ...toPagingA(params), tbtpId: params.tbtpId };
  return fromPagingA(readData(await client.post(tbtpClassPaths.notices, body), pagedA(TbtpNoticeSchema), tbtpClassPaths.notices), params);
}

/** POST api/tbtp/web/dynamics: the activity feed, newest first. [A] Paging style (a). */
export async function fetchClassDynamics(client: ApiClient, params: TbtpPagedQuery): Promise<Page<TbtpDynamic>> {
  const body = { ...toPagingA(params), tbtpId: params.tbtpId };
  return fromPagingA(readData(await client.post(tbtpClassPaths.dynamics, body), pagedA(TbtpDynamicSchema), tbtpClassPaths.dynamics), params);
}

/** POST api/tbtp/web/assignments `{ tbtpId }`: the signed-in member's assignments. Non-members are refused. */
export async function fetchClassAssignments(client: ApiClient, params: { tbtpId: string }): Promise<TbtpAssignment[]> {
  return readData(await client.post(tbtpClassPaths.assignments, { tbtpId: params.tbtpId }), v.array(TbtpAssignmentSchema), tbtpClassPaths.assignments);
}

/** POST api/tbtp/web/schedule `{ tbtpId }`: the signed-in member's completion. Non-members are refused. */
export async function fetchClassCompletion(client: ApiClient, params: { tbtpId: string }): Promise<TbtpSchedule> {
  return readData(await client.post(tbtpClassPaths.schedule, { tbtpId: params.tbtpId }), TbtpScheduleSchema, tbtpClassPaths.schedule);
}

/** POST api/tbtp/web/excellent `{ tbtpId }`: the ten members furthest ahead, by hours. */
export async function fetchClassExcellence(client: ApiClient, params: { tbtpId: string }): Promise<TbtpExcellent[]> {
  return readData(await client.post(tbtpClassPaths.excellent, { tbtpId: params.tbtpId }), v.array(TbtpExcellentSchema), tbtpClassPaths.excellent);
}

export const useClass = (tbtpId: string | null | undefined) =>
  useApiRead(tbtpId ? [tbtpClassPaths.detail, { tbtpId }] : null, ({ pc }) => fetchClass(pc, { tbtpId: tbtpId ?? '' }));

export const useClassMembers = (params: TbtpMemberQuery | null) =>
  useApiRead(params?.tbtpId ? [tbtpClassPaths.members, params] : null, ({ pc }) => fetchClassMembers(pc, params!));

export const useClassNotices = (params: TbtpPagedQuery | null) =>
  useApiRead(params?.tbtpId ? [tbtpClassPaths.notices, params] : null, ({ pc }) => fetchClassNotices(pc, params!));

/** Every notice of a class, page after page, whatever page size the backend caps at; null reads nothing. */
export const useAllClassNotices = (tbtpId: string | null) =>
  useApiRead(tbtpId ? [tbtpClassPaths.notices, { tbtpId, allPages: true }] : null, ({ pc }) => readAllPages((page) => fetchClassNotices(pc, { tbtpId: tbtpId!, ...page })));

export const useClassDynamics = (params: TbtpPagedQuery | null) =>
  useApiRead(params?.tbtpId ? [tbtpClassPaths.dynamics, params] : null, ({ pc }) => fetchClassDynamics(pc, params!));

export const useClassAssignments = (tbtpId: string | null | undefined) =>
  useApiRead(tbtpId ? [tbtpClassPaths.assignments, { tbtpId }] : null, ({ pc }) => fetchClassAssignments(pc, { tbtpId: tbtpId ?? '' }));

export const useClassCompletion = (tbtpId: string | null | undefined) =>
  useApiRead(tbtpId ? [tbtpClassPaths.schedule, { tbtpId }] : null, ({ pc }) => fetchClassCompletion(pc, { tbtpId: tbtpId ?? '' }));

export const useClassExcellence = (tbtpId: string | null | undefined) =>
  useApiRead(tbtpId ? [tbtpClassPaths.excellent, { tbtpId }] : null, ({ pc }) => fetchClassExcellence(pc, { tbtpId: tbtpId ?? '' }));
