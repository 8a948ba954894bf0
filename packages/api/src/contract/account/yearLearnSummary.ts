import type { ApiClient } from '../../client/createApiClient';
import { looseNumber, readData, v } from '../schema';
import { useApiRead } from '../swr';

/** [A] The yearly summary's path is not shown; this one is ours. */
export const yearLearnSummaryPaths = { summary: 'api/personal/yearLearnSummary' } as const;

/** A required total: null (no requirement) reads as undefined, like an absent one. */
const requiredHours = v.pipe(
  v.nullish(looseNumber),
  v.transform((value) => value ?? undefined),
);

/**
 * A learner's hours for one year (docs/product/platform.md#yearly-hours; the field names [F], the
 * upper-case one included). Hours may arrive as numeric strings. The hours earned default to
 * 0; the required totals stay undefined when the organisation sets none, so a screen can say
 * so instead of showing 0 学时 required.
 */
export const YearLearnSummarySchema = v.looseObject({
  /** Hours earned this year. */
  tbtpHourSum: v.nullish(looseNumber, 0),
  /** Hours required this year. */
  ANALYSIS_HOURS_NUM: requiredHours,
  compulsoryHour: v.nullish(looseNumber, 0),
  /** Compulsory hours required. */
  compulsoryCourseHour: requiredHours,
  optionalHour: v.nullish(looseNumber, 0),
  /** Elective hours required. */
  optionalCourseHour: requiredHours,
});
export type YearLearnSummary = v.InferOutput<typeof YearLearnSummarySchema>;

export interface YearLearnSummaryRequest {
  idCardHash: string;
  year: number;
}

/** POST api/personal/yearLearnSummary (JSON [A]). */
export async function fetchYearLearnSummary(client: ApiClient, request: YearLearnSummaryRequest): Promise<YearLearnSummary> {
  return readData(await client.post(yearLearnSummaryPaths.summary, request), YearLearnSummarySchema, yearLearnSummaryPaths.summary);
}

/** Waits while the user (and so the idCardHash) is not known yet. */
export const useYearLearnSummary = (request: YearLearnSummaryRequest | null | undefined) =>
  useApiRead(request ? [yearLearnSummaryPaths.summary, request] : null, ({ pc }) => fetchYearLearnSummary(pc, request!));
