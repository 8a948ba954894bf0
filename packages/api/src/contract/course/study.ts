import type { ApiClient, CallOptions } from '../../client/createApiClient';
import { idString, looseNumber, optionalText, readData, v } from '../schema';
import { useApiWrite } from '../swr';
import { yearLearnSummaryPaths } from '../account/yearLearnSummary';
import { studyCentrePaths } from '../personal/studyCentre';
import { yearStatisticsPaths } from '../personal/yearStatistics';
import { coursePaths } from './course';
import { subjectPaths } from './subject';

/**
 * Learning progress (docs/product/courses.md#video-study). [A] the paths (the
 * family's), payloads and replies. Hours are credited by the server only: the client reports
 * positions and reading time, never hours.
 */
export const courseStudyPaths = {
  start: 'api/study/start',
  progress: 'api/study/progress',
  end: 'api/study/v2/end',
  articleRead: 'api/study/article/read',
} as const;

/** The message of a study report refused because the course is open on another device [F: the case; A: the wording]. */
export const studyElsewhereMessage = '当前课程正在其他设备学习';

/** Seconds of reading that complete an image-text course [A]. */
export const imageTextReadSeconds = 30;

/**
 * A started study record [A]: `studyTimes` is where to resume (0 again once the course was
 * watched to the end), `furthest` the furthest position ever watched (the seek limit until
 * completion), both in seconds.
 */
export const StudyStartSchema = v.looseObject({
  recordId: idString,
  studyTimes: v.nullish(looseNumber, 0),
  furthest: v.nullish(looseNumber, 0),
  completed: v.boolean(),
  durationSeconds: v.nullish(looseNumber),
});
export type StudyStart = v.InferOutput<typeof StudyStartSchema>;

/**
 * A progress report's reply [A]. `creditedHours` is present only on the report that completed
 * the course: the hours credited then.
 */
export const StudyProgressSchema = v.looseObject({
  furthest: looseNumber,
  completed: v.nullish(v.boolean(), false),
  creditedHours: v.nullish(looseNumber),
});
export type StudyProgress = v.InferOutput<typeof StudyProgressSchema>;

/**
 * A closed record [A]: `creditedHour` is what this call credited (0 when the course was
 * already complete or is still unfinished); `hasInClassTest` says whether to offer the test.
 */
export const StudyEndSchema = v.looseObject({
  completed: v.boolean(),
  creditedHour: v.nullish(looseNumber, 0),
  studyStatus: optionalText,
  hasInClassTest: v.nullish(v.boolean(), false),
  assessementId: optionalText,
});
export type StudyEnd = v.InferOutput<typeof StudyEndSchema>;

/** An image-text reading report's reply [A]: reading time so far and whether it completed. */
export const ArticleReadSchema = v.looseObject({
  readSeconds: looseNumber,
  requiredSeconds: v.nullish(looseNumber, imageTextReadSeconds),
  completed: v.boolean(),
  creditedHour: v.nullish(looseNumber, 0),
  studyStatus: optionalText,
});
export type ArticleRead = v.InferOutput<typeof ArticleReadSchema>;

export interface StudyPositionRequest {
  recordId: string;
  /** Seconds into the video. */
  position: number;
}

/**
 * POST api/study/start { courseId }: opens a record for the signed-in learner. A newer start
 * (another tab or device) makes older records of the same course stale: their reports are
 * refused with `studyElsewhereMessage`. Pass `{ silent: true }` only where the caller shows
 * every failure itself (e.g. the report sent on page unload).
 */
export async function startStudy(client: ApiClient, request: { courseId: string }, options?: CallOptions): Promise<StudyStart> {
  return readData(await client.post(courseStudyPaths.start, { courseId: request.courseId }, options), StudyStartSchema, courseStudyPaths.start);
}

/** POST api/study/progress { recordId, position }: about every 60 s and on page hide. */
export async function reportStudyProgress(client: ApiClient, request: StudyPositionRequest, options?: CallOptions): Promise<StudyProgress> {
  return readData(await client.post(courseStudyPaths.progress, request, options), StudyProgressSchema, courseStudyPaths.progress);
}

/** POST api/study/v2/end { recordId, position }: closes the record. */
export async function endStudy(client: ApiClient, request: StudyPositionRequest, options?: CallOptions): Promise<StudyEnd> {
  return readData(await client.post(courseStudyPaths.end, request, options), StudyEndSchema, courseStudyPaths.end);
}

export interface ArticleReadRequest {
  courseId: string;
  /** Seconds read since the last report. */
  seconds: number;
}

/** POST api/study/article/read { courseId, seconds }: completes after `imageTextReadSeconds` in all. */
export async function recordImageTextReading(client: ApiClient, request: ArticleReadRequest, options?: CallOptions): Promise<ArticleRead> {
  return readData(await client.post(courseStudyPaths.articleRead, request, options), ArticleReadSchema, courseStudyPaths.articleRead);
}

/** What a completion can change: the course's status everywhere it is listed. */
const completionAffects = [
  coursePaths.detail,
  coursePaths.byCategory,
  coursePaths.recommend,
  subjectPaths.courses,
  subjectPaths.detail,
  // the personal area's course list and the hour figures (study centre and toolbar)
  studyCentrePaths.myCourses,
  ...Object.values(yearStatisticsPaths),
  yearLearnSummaryPaths.summary,
];

/**
 * The hooks do not silence failures: the failure notifier shows a refusal's message (and ends
 * the session on 401) while the player only pauses on the rejection.
 */
export const useStartStudy = () => useApiWrite((clients, request: { courseId: string }) => startStudy(clients.pc, request), []);

/** Progress reports revalidate nothing: the player already knows the position it sent. */
export const useReportStudyProgress = () =>
  useApiWrite((clients, request: StudyPositionRequest) => reportStudyProgress(clients.pc, request), []);

export const useEndStudy = () => useApiWrite((clients, request: StudyPositionRequest) => endStudy(clients.pc, request), completionAffects);

export const useRecordImageTextReading = () =>
  useApiWrite((clients, request: ArticleReadRequest) => recordImageTextReading(clients.pc, request), completionAffects);
