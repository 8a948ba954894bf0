import { idString, looseNumber, optionalText, v } from './schema';

/**
 * Entities shared by many calls. Fields marked [F] are given by the product
 * (docs/product/README.md#f-and-a-in-comments); [A] are our assumptions, kept here so a real backend can correct
 * them in one place.
 */

/** An organisation in the tree of organisers and learners' units [F]. */
export const OrganisationSchema = v.looseObject({
  orgId: idString,
  orgName: v.string(),
  code: optionalText,
  parentId: optionalText,
  orderId: v.nullish(looseNumber),
  hasChildren: v.nullish(v.boolean()),
});
export type Organisation = v.InferOutput<typeof OrganisationSchema>;

/** A teacher as listed on a course [F]. */
export const CourseTeacherSchema = v.looseObject({
  teacher: v.string(),
  picture: optionalText,
  teacherPosition: optionalText,
  teacherProfile: optionalText,
});
export type CourseTeacher = v.InferOutput<typeof CourseTeacherSchema>;

/** `VIDEO` courses play in /subcourse, `ARTICLE` (image-text) ones in /imagetext [F]. */
export const ResourceTypeSchema = v.picklist(['VIDEO', 'ARTICLE']);

/** A course as lists show it [F]. */
export const CourseSummarySchema = v.looseObject({
  id: idString,
  name: v.string(),
  teacher: optionalText,
  courseCover: optionalText,
  resourceType: ResourceTypeSchema,
  /** Display string such as 45分钟. */
  showCourseDuration: optionalText,
  /** Learning hours credited on completion (学时). */
  creditHour: looseNumber,
  /** Times played. */
  courseVisitor: v.nullish(looseNumber, 0),
  publishDate: optionalText,
  isFine: v.nullish(v.boolean(), false),
  /** '2' means completed [F]; other values: not started or in progress. */
  studyStatus: optionalText,
  /** The status text the server shows, default 未学习 [F]. */
  showStatusMsg: optionalText,
});
export type CourseSummary = v.InferOutput<typeof CourseSummarySchema>;

/** A special topic (专题) [F: id, course list; A: the rest]. */
export const SubjectSummarySchema = v.looseObject({
  id: idString,
  name: v.string(),
  cover: optionalText,
  summary: optionalText,
  courseCount: v.nullish(looseNumber, 0),
});
export type SubjectSummary = v.InferOutput<typeof SubjectSummarySchema>;

/** An online special-topic class (专题班, tbtp) as lists show it [F: tbtpId; A: the rest]. */
export const TbtpClassSummarySchema = v.looseObject({
  tbtpId: idString,
  name: v.string(),
  cover: optionalText,
  organiser: optionalText,
  orgId: optionalText,
  startDate: optionalText,
  endDate: optionalText,
  requiredHours: v.nullish(looseNumber, 0),
  enrolled: v.nullish(v.boolean(), false),
  /** Whether enrolment asks for the class's verify code. */
  needVerifyCode: v.nullish(v.boolean(), false),
  /** 0-100, for enrolled learners. */
  progress: v.nullish(looseNumber),
  ended: v.nullish(v.boolean(), false),
});
export type TbtpClassSummary = v.InferOutput<typeof TbtpClassSummarySchema>;
