import { fetchYearTotalStatistics, useApiRead, yearStatisticsPaths, type YearHoursSummary } from '@study-portal/api';

/**
 * Several years' hours summaries in one read, newest first. Keyed under the yearly summary's
 * path, so whatever refreshes a year's hours (a certificate created) refreshes these too.
 */
export function useYearSummaries(years: readonly number[] | undefined) {
  const sorted = years ? [...new Set(years)].sort((a, b) => b - a) : undefined;
  return useApiRead(sorted ? [yearStatisticsPaths.year, { years: sorted }] : null, ({ pc }) =>
    Promise.all(sorted!.map((year) => fetchYearTotalStatistics(pc, { year }).then((summary): YearHoursSummary => ({ ...summary, year })))),
  );
}
