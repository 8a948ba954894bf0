import type { CourseDetail } from '../../../contract/course/course';
import { sumHours } from '../../core/hours';
import { imageTextReadSeconds } from '../../../contract/course/study';
import type { CourseEvaluation, CourseRatingScores } from '../../../contract/course/rating';
import type { CourseSummary } from '../../../contract/entities';
import { displayNow } from '../../core/clock';
import type { MockDb } from '../../core/mockDb';
import { scenarioRecords } from '../../core/scenario';
import { demoCourseCategories } from '../../fixtures/course/categories';
import { demoCourses, hostileCourses, type MockCourse } from '../../fixtures/course/courses';
import { demoCourseComments, hostileCourseComments, type MockCourseComment } from '../../fixtures/course/discussions';
import {
  demoCourseCollections,
  demoCourseStudyRecords,
  demoCourseZans,
  type MockCourseHourCredit,
  type MockCourseStudyRecord,
} from '../../fixtures/course/learnerState';
import { demoCourseTeachers, type MockCourseTeacher } from '../../fixtures/course/teachers';
import { tenantPicture } from '../../fixtures/pictures';

/** An open study record (one play session) and who opened it. */
export interface OpenStudyRecord {
  username: string;
  courseId: string;
  /** Hours credited while this record was open, for its end reply. */
  creditedHour: number;
}

/** The course domain's state: catalogue plus everything learners change. */
export interface CourseDomainState {
  /** A stored picture as this db's tenant sees it (`tenantPicture`); read at reply time, so a theme switch shows at once. */
  picture: <T extends string | null | undefined>(address: T) => T;
  courses: MockCourse[];
  teachers: MockCourseTeacher[];
  categories: typeof demoCourseCategories;
  /** One per learner and course. */
  records: MockCourseStudyRecord[];
  /** The ledger of credited hours. */
  credits: MockCourseHourCredit[];
  /** username → collected course ids, most recent first. */
  collections: Map<string, string[]>;
  /** courseId → usernames of demo accounts who liked it (on top of the fixture's count). */
  zans: Map<string, Set<string>>;
  /** courseId → username → scores. */
  ratings: Map<string, Map<string, CourseRatingScores>>;
  comments: MockCourseComment[];
  /** `${username}|${courseId}` → the newest record id; older ones are studying "elsewhere". */
  activeRecords: Map<string, string>;
  openRecords: Map<string, OpenStudyRecord>;
  nextRecordNumber: number;
  nextCommentNumber: number;
}

/**
 * The seeded records as the course makes them: a finished video was watched to its end, a
 * finished article read for the time it asks, and only a course with a test has a test status.
 */
function seededRecords(courses: readonly MockCourse[]): MockCourseStudyRecord[] {
  return demoCourseStudyRecords.flatMap((fixture) => {
    const course = courses.find((candidate) => candidate.id === fixture.courseId);
    if (!course) return [];
    const record = { ...fixture, examStatus: course.assessementType === '0' ? (fixture.examStatus ?? '0') : null };
    if (!record.completed) return [record];
    return [course.resourceType === 'VIDEO' ? { ...record, position: course.durationSeconds ?? 0, furthest: course.durationSeconds ?? 0 } : { ...record, readSeconds: imageTextReadSeconds }];
  });
}

/** The hours ledger as the seeded records earned it: each finished course credits its hours once, when finished. */
function creditsOf(records: readonly MockCourseStudyRecord[], courses: readonly MockCourse[]): MockCourseHourCredit[] {
  return records.flatMap((record) => {
    const course = courses.find((candidate) => candidate.id === record.courseId);
    if (!record.completed || !record.completedAt || !course) return [];
    return [{ username: record.username, courseId: course.id, year: Number(record.completedAt.slice(0, 4)), hours: course.creditHour, compulsory: course.compulsory, creditedAt: record.completedAt }];
  }).sort((a, b) => a.creditedAt.localeCompare(b.creditedAt));
}

function createCourseState(db: MockDb): CourseDomainState {
  const zans = new Map<string, Set<string>>();
  for (const [username, courseIds] of Object.entries(demoCourseZans)) {
    for (const courseId of courseIds) {
      if (!zans.has(courseId)) zans.set(courseId, new Set());
      zans.get(courseId)!.add(username);
    }
  }
  const courses = structuredClone(scenarioRecords(db, demoCourses, hostileCourses));
  const records = seededRecords(courses);
  return {
    courses,
    teachers: structuredClone(demoCourseTeachers),
    categories: structuredClone(demoCourseCategories),
    records,
    credits: creditsOf(records, courses),
    collections: new Map(Object.entries(structuredClone(demoCourseCollections))),
    zans,
    ratings: new Map(),
    comments: structuredClone(scenarioRecords(db, demoCourseComments, hostileCourseComments)),
    activeRecords: new Map(),
    openRecords: new Map(),
    nextRecordNumber: 1,
    nextCommentNumber: 1,
    picture: (address) => tenantPicture(db, address),
  };
}

/** The course domain's state in `db` (restored by `db.reset()`). */
export const courseStateOf = (db: MockDb): CourseDomainState => db.state('course', () => createCourseState(db));

export const findCourse = (state: CourseDomainState, id: string): MockCourse | undefined => state.courses.find((course) => course.id === id);

export const findRecord = (state: CourseDomainState, username: string, courseId: string): MockCourseStudyRecord | undefined =>
  state.records.find((record) => record.username === username && record.courseId === courseId);

/** The learner's record of a course, created (not started) on first need. */
export function recordFor(state: CourseDomainState, username: string, courseId: string, now: string): MockCourseStudyRecord {
  const existing = findRecord(state, username, courseId);
  if (existing) return existing;
  const record: MockCourseStudyRecord = {
    username,
    courseId,
    position: 0,
    furthest: 0,
    readSeconds: 0,
    completed: false,
    completedAt: null,
    lastStudyTime: now,
    examStatus: findCourse(state, courseId)?.assessementType === '0' ? '0' : null,
  };
  state.records.push(record);
  return record;
}

const teachersOf = (state: CourseDomainState, course: MockCourse): MockCourseTeacher[] =>
  course.teacherIds.map((id) => state.teachers.find((teacher) => teacher.id === id)).filter((teacher): teacher is MockCourseTeacher => Boolean(teacher));

const teacherLine = (state: CourseDomainState, course: MockCourse): string =>
  course.teacher ?? teachersOf(state, course).map((teacher) => teacher.name).join('、');

const durationText = (course: MockCourse): string => {
  const seconds = course.durationSeconds ?? 30;
  return seconds < 60 ? `${seconds}秒` : `${Math.round(seconds / 60)}分钟`;
};

/** The learner's status codes for a course [A: '0' and '1'; F: '2' completed, 未学习]. */
export function studyStatusOf(record: MockCourseStudyRecord | undefined): { studyStatus: string; showStatusMsg: string } {
  if (record?.completed) return { studyStatus: '2', showStatusMsg: '已完成' };
  if (record && (record.furthest > 0 || record.position > 0 || record.readSeconds > 0)) return { studyStatus: '1', showStatusMsg: '学习中' };
  return { studyStatus: '0', showStatusMsg: '未学习' };
}

/** A course as lists show it, with the learner's status when `username` is given. */
export function courseSummaryOf(state: CourseDomainState, course: MockCourse, username?: string): CourseSummary {
  const record = username ? findRecord(state, username, course.id) : undefined;
  return {
    id: course.id,
    name: course.name,
    teacher: teacherLine(state, course),
    courseCover: state.picture(course.courseCover),
    resourceType: course.resourceType,
    showCourseDuration: durationText(course),
    creditHour: course.creditHour,
    courseVisitor: course.courseVisitor,
    publishDate: course.publishDate,
    isFine: course.isFine,
    ...studyStatusOf(record),
  };
}

const dimensionKeys = ['viewpointScore', 'problemScore', 'contentScore', 'vividScore', 'effectScore'] as const;

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** The rating of a course: seed raters plus the demo accounts', and `username`'s own. */
export function evaluationOf(state: CourseDomainState, course: MockCourse, username?: string): CourseEvaluation {
  const own = state.ratings.get(course.id) ?? new Map<string, CourseRatingScores>();
  const num = course.ratingSeed.num + own.size;
  const dimensions = Object.fromEntries(
    dimensionKeys.map((key) => {
      const sum = course.ratingSeed.sums[key] + [...own.values()].reduce((total, scores) => total + scores[key], 0);
      return [key, num === 0 ? 0 : oneDecimal(sum / num)];
    }),
  ) as CourseRatingScores;
  const average = num === 0 ? 0 : oneDecimal(dimensionKeys.reduce((total, key) => total + dimensions[key], 0) / dimensionKeys.length);
  const mine = username ? own.get(username) : undefined;
  return { mine: mine ? { ...mine } : null, aggregate: { average, num, dimensions } };
}

/** A course's detail page, per learner when `username` is given. */
export function courseDetailOf(state: CourseDomainState, course: MockCourse, username?: string): CourseDetail {
  const teachers = teachersOf(state, course);
  const record = username ? findRecord(state, username, course.id) : undefined;
  const likers = state.zans.get(course.id);
  const resumeAt = record && !(record.completed && course.durationSeconds !== null && record.position >= course.durationSeconds - 1) ? record.position : 0;
  return {
    ...courseSummaryOf(state, course, username),
    teacherProfile: course.teacher === '' ? '' : (teachers[0]?.profile ?? ''),
    listTeacherInfo: teachers.map((teacher) => ({
      teacher: teacher.name,
      picture: state.picture(teacher.picture),
      teacherPosition: teacher.position,
      teacherProfile: teacher.profile,
    })),
    introduction: course.introduction,
    resourcePath: course.resourcePath,
    attachmentList: structuredClone(course.attachmentList),
    score: evaluationOf(state, course).aggregate.average,
    isCollected: username ? (state.collections.get(username) ?? []).includes(course.id) : false,
    isZan: username ? (likers?.has(username) ?? false) : false,
    zanNum: course.zanNum + (likers?.size ?? 0),
    studyTimes: resumeAt,
    furthest: record?.furthest ?? 0,
    durationSeconds: course.durationSeconds,
    assessementType: course.assessementType,
    assessementId: course.assessementId,
    examStatus: record?.examStatus ?? (course.assessementType === '0' ? '0' : null),
    recordStatus: record ? '1' : '0',
    categoryId: course.categoryId,
  };
}

/** Newest first, as lists show courses unless told otherwise. */
export const byPublishDateDesc = (a: { publishDate: string }, b: { publishDate: string }) => b.publishDate.localeCompare(a.publishDate);

// ---- Helpers for the personal area (collections, my courses, yearly hours) ----

/** The course ids `username` has collected, most recent first. */
export const collectedCourseIds = (db: MockDb, username: string): string[] => [...(courseStateOf(db).collections.get(username) ?? [])];

/** The hours credited to `username` in `year` (by course completions). */
export const creditedHoursOf = (db: MockDb, username: string, year: number): number => creditedHoursDetailOf(db, username, year).total;

/** The same, split into compulsory and elective hours [A: a course is one or the other]. */
export function creditedHoursDetailOf(db: MockDb, username: string, year: number): { total: number; compulsory: number; optional: number } {
  const credits = courseStateOf(db).credits.filter((credit) => credit.username === username && credit.year === year);
  const sum = (list: MockCourseHourCredit[]) => sumHours(list.map((credit) => credit.hours));
  return { total: sum(credits), compulsory: sum(credits.filter((credit) => credit.compulsory)), optional: sum(credits.filter((credit) => !credit.compulsory)) };
}

/** The credit ledger of `username` (copies), oldest first. */
export const hourCreditsOf = (db: MockDb, username: string): MockCourseHourCredit[] =>
  structuredClone(courseStateOf(db).credits.filter((credit) => credit.username === username));

/** The study records of `username` (copies), most recently studied first. */
export const studyRecordsOf = (db: MockDb, username: string): MockCourseStudyRecord[] =>
  structuredClone(courseStateOf(db).records.filter((record) => record.username === username)).sort((a, b) => b.lastStudyTime.localeCompare(a.lastStudyTime));

/** A course as lists show it for `username`, or undefined for an unknown id. */
export function courseSummaryFor(db: MockDb, courseId: string, username?: string): CourseSummary | undefined {
  const state = courseStateOf(db);
  const course = findCourse(state, courseId);
  return course ? courseSummaryOf(state, course, username) : undefined;
}

/** Lets the exam area record an in-class test result ('1' passed, '2' failed [A]). */
export function setCourseExamStatus(db: MockDb, username: string, courseId: string, examStatus: string): void {
  const state = courseStateOf(db);
  recordFor(state, username, courseId, displayNow(db)).examStatus = examStatus;
}
