import {
  courseRatingDimensions,
  courseRatingMaxScore,
  type CourseRatingDimension,
  type CourseRatingScores,
  type SaveCourseEvaluationRequest,
} from '@study-portal/api';

/** The learner's choices so far: a dimension is missing until its stars are chosen. */
export type RatingDraft = Partial<Record<CourseRatingDimension, number>>;

const isScore = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= courseRatingMaxScore;

/** The dimensions still to rate, in display order, by their labels. */
export const unratedDimensions = (draft: RatingDraft): string[] =>
  courseRatingDimensions.filter(({ key }) => !isScore(draft[key])).map(({ label }) => label);

/** What the form says when it is submitted incomplete; undefined when all five are rated. */
export function ratingDraftError(draft: RatingDraft): string | undefined {
  const missing = unratedDimensions(draft);
  return missing.length === 0 ? undefined : `请为以下各项打分：${missing.join('、')}`;
}

/** The save request of a complete draft; undefined while one dimension is unrated. */
export function ratingRequestOf(courseId: string, draft: RatingDraft): SaveCourseEvaluationRequest | undefined {
  if (unratedDimensions(draft).length > 0) return undefined;
  const scores = Object.fromEntries(courseRatingDimensions.map(({ key }) => [key, draft[key]])) as CourseRatingScores;
  return { courseId, ...scores };
}

/** The mean of the five scores, to one decimal, as the aggregate is shown. */
export function overallScore(scores: CourseRatingScores): number {
  const total = courseRatingDimensions.reduce((sum, { key }) => sum + scores[key], 0);
  return Math.round((total / courseRatingDimensions.length) * 10) / 10;
}

/** A 0-10 score as text with one decimal, e.g. 8.6分; 暂无评分 before anyone rated. */
export function scoreText(score: number | null | undefined, raters?: number): string {
  if (score === null || score === undefined || !Number.isFinite(score) || raters === 0) return '暂无评分';
  const bounded = Math.min(courseRatingMaxScore, Math.max(0, score));
  return `${bounded.toFixed(1)}分`;
}
