import type { ApiClient } from '../../client/createApiClient';
import { looseNumber, readData, v } from '../schema';
import { useApiRead, useApiWrite } from '../swr';
import { coursePaths } from './course';

/** The five-dimension course rating (docs/product/courses.md#rating); both paths [A]. */
export const courseRatingPaths = {
  get: 'api/portal/course/getEvaluate',
  save: 'api/portal/course/saveEvaluate',
} as const;

/**
 * The five dimensions in display order [F: the labels]; the field names are [A]. Screens build
 * the rating form from this list, so a real backend's names change here only.
 */
export const courseRatingDimensions = [
  { key: 'viewpointScore', label: '立场观点正确' },
  { key: 'problemScore', label: '注重问题导向' },
  { key: 'contentScore', label: '内容丰富全面' },
  { key: 'vividScore', label: '课程生动形象' },
  { key: 'effectScore', label: '教学切实有效' },
] as const;

export type CourseRatingDimension = (typeof courseRatingDimensions)[number]['key'];

/** Highest score of a dimension: five stars, two points each [F]. */
export const courseRatingMaxScore = 10;

/** One learner's scores, each 0-10 [F: range; A: names]. */
export const CourseRatingScoresSchema = v.looseObject({
  viewpointScore: looseNumber,
  problemScore: looseNumber,
  contentScore: looseNumber,
  vividScore: looseNumber,
  effectScore: looseNumber,
});
export type CourseRatingScores = v.InferOutput<typeof CourseRatingScoresSchema>;

/**
 * The rating as the course page shows it: the signed-in learner's own scores (`mine`, null
 * until rated or without a session [A]) and the aggregate [F: `average` 0-10, `num` raters;
 * A: per-dimension averages in `dimensions`].
 */
export const CourseEvaluationSchema = v.looseObject({
  mine: v.nullish(CourseRatingScoresSchema, null),
  aggregate: v.looseObject({
    average: v.nullish(looseNumber, 0),
    num: v.nullish(looseNumber, 0),
    dimensions: v.nullish(CourseRatingScoresSchema),
  }),
});
export type CourseEvaluation = v.InferOutput<typeof CourseEvaluationSchema>;

/** POST api/portal/course/getEvaluate { courseId }. */
export async function fetchCourseRating(client: ApiClient, request: { courseId: string }): Promise<CourseEvaluation> {
  return readData(await client.post(courseRatingPaths.get, { courseId: request.courseId }), CourseEvaluationSchema, courseRatingPaths.get);
}

export interface SaveCourseEvaluationRequest extends CourseRatingScores {
  courseId: string;
}

/**
 * POST api/portal/course/saveEvaluate: rates once per learner. A second save is refused with
 * 已评价 [F]; a score outside 0-10 is refused. Replies with the updated rating [A].
 */
export async function saveCourseRating(client: ApiClient, request: SaveCourseEvaluationRequest): Promise<CourseEvaluation> {
  return readData(await client.post(courseRatingPaths.save, request), CourseEvaluationSchema, courseRatingPaths.save);
}

export const useCourseRating = (courseId: string | null | undefined) =>
  useApiRead(courseId ? [courseRatingPaths.get, { courseId }] : null, ({ pc }) => fetchCourseRating(pc, { courseId: courseId! }));

/** Saving changes the rating and the course's score. */
export const useSaveCourseRating = () =>
  useApiWrite((clients, request: SaveCourseEvaluationRequest) => saveCourseRating(clients.pc, request), [
    courseRatingPaths.get,
    coursePaths.detail,
  ]);
