import type { ApiClient } from '../../client/createApiClient';
import { CourseSummarySchema } from '../entities';
import { looseNumber, optionalText, readData, v } from '../schema';
import { useApiRead } from '../swr';

/** Intelligent guidance (/intelligentGuidance): a learning path for the signed-in learner. [A] Path and payload. */
export const guidancePaths = { get: 'api/portal/guidance/get' } as const;

/** One step on the path. [A] All fields; `link` is a portal route to open. */
export const GuidanceStepSchema = v.looseObject({
  order: looseNumber,
  kind: v.picklist(['class', 'course', 'live', 'subject', 'exam']),
  title: v.string(),
  /** Why this step, in one sentence. */
  reason: optionalText,
  targetId: optionalText,
  link: optionalText,
  hours: v.nullish(looseNumber),
  done: v.nullish(v.boolean(), false),
});
export type GuidanceStep = v.InferOutput<typeof GuidanceStepSchema>;

/**
 * The learner's path for the year. [A] All fields: the year's requirement and what the
 * special-topic classes have credited so far, a one-line summary, ordered steps and the
 * courses recommended on them.
 */
export const LearningGuidanceSchema = v.looseObject({
  learnerName: v.string(),
  year: looseNumber,
  requiredHours: looseNumber,
  earnedHours: looseNumber,
  summary: optionalText,
  steps: v.nullish(v.array(GuidanceStepSchema), []),
  courses: v.nullish(v.array(CourseSummarySchema), []),
});
export type LearningGuidance = v.InferOutput<typeof LearningGuidanceSchema>;

/** POST api/portal/guidance/get: the signed-in learner's path. */
export async function fetchLearningGuidance(client: ApiClient): Promise<LearningGuidance> {
  return readData(await client.post(guidancePaths.get), LearningGuidanceSchema, guidancePaths.get);
}

export const useLearningGuidance = () => useApiRead([guidancePaths.get], ({ pc }) => fetchLearningGuidance(pc));
