import type { ApiClient } from '../../client/createApiClient';
import { looseNumber, optionalText, readData, v } from '../schema';
import { useApiRead } from '../swr';

/** The learner's hours and courses by year and all time (docs/product/platform.md#yearly-hours; docs/product/study-centre.md#personal-area-calls). */
export const yearStatisticsPaths = {
  year: 'api/personal/yearTotalStatistics',
  yearHours: 'api/personal/yearHourTotalStatistics',
  yearCourses: 'api/personal/yearCourseTotalStatistics',
  total: 'api/personal/totalStatistics',
} as const;

/**
 * A year's hours against the year's requirements. Field names are [F] (docs/product/platform.md#yearly-hours); the earned /
 * required pairing is as docs/product/platform.md#yearly-hours gives it: tbtpHourSum earned against ANALYSIS_HOURS_NUM,
 * compulsoryHour against compulsoryCourseHour, optionalHour against optionalCourseHour.
 * [A] `year` is echoed; the earned total is compulsory plus elective.
 */
export const YearHoursSummarySchema = v.looseObject({
  year: v.nullish(looseNumber),
  tbtpHourSum: looseNumber,
  ANALYSIS_HOURS_NUM: looseNumber,
  compulsoryHour: looseNumber,
  compulsoryCourseHour: looseNumber,
  optionalHour: looseNumber,
  optionalCourseHour: looseNumber,
});
export type YearHoursSummary = v.InferOutput<typeof YearHoursSummarySchema>;

/** What the family's yearly summary is asked with (docs/product/platform.md#yearly-hours: idCardHash, year). */
export interface YearQuery {
  year: number;
  /** [A] The signed-in learner is the default; the server uses the session either way. */
  idCardHash?: string;
}

/** POST api/personal/yearTotalStatistics: a year's hours summary. */
export async function fetchYearTotalStatistics(client: ApiClient, query: YearQuery): Promise<YearHoursSummary> {
  const path = yearStatisticsPaths.year;
  return readData(await client.post(path, query), YearHoursSummarySchema, path);
}

export const useYearTotalStatistics = (query: YearQuery) =>
  useApiRead([yearStatisticsPaths.year, query], ({ pc }) => fetchYearTotalStatistics(pc, query));

/** One month of a year's hours [A: every field]. */
export const MonthHoursSchema = v.looseObject({
  /** 1-12. */
  month: looseNumber,
  hours: looseNumber,
  compulsoryHour: v.nullish(looseNumber, 0),
  optionalHour: v.nullish(looseNumber, 0),
});
export type MonthHours = v.InferOutput<typeof MonthHoursSchema>;

/** POST api/personal/yearHourTotalStatistics: twelve months, January first; months to come are 0. */
export async function fetchYearHourTotalStatistics(client: ApiClient, query: YearQuery): Promise<MonthHours[]> {
  const path = yearStatisticsPaths.yearHours;
  return readData(await client.post(path, query), v.array(MonthHoursSchema), path);
}

export const useYearHourTotalStatistics = (query: YearQuery) =>
  useApiRead([yearStatisticsPaths.yearHours, query], ({ pc }) => fetchYearHourTotalStatistics(pc, query));

/** A year's courses and classes [A: every field]. */
export const YearCourseStatisticsSchema = v.looseObject({
  year: v.nullish(looseNumber),
  courseCount: looseNumber,
  finishedCourseCount: looseNumber,
  videoCourseCount: v.nullish(looseNumber, 0),
  articleCourseCount: v.nullish(looseNumber, 0),
  /** Minutes spent studying. */
  studyMinutes: v.nullish(looseNumber, 0),
  tbtpCount: v.nullish(looseNumber, 0),
  graduatedTbtpCount: v.nullish(looseNumber, 0),
  examPassCount: v.nullish(looseNumber, 0),
});
export type YearCourseStatistics = v.InferOutput<typeof YearCourseStatisticsSchema>;

/** POST api/personal/yearCourseTotalStatistics. */
export async function fetchYearCourseTotalStatistics(client: ApiClient, query: YearQuery): Promise<YearCourseStatistics> {
  const path = yearStatisticsPaths.yearCourses;
  return readData(await client.post(path, query), YearCourseStatisticsSchema, path);
}

export const useYearCourseTotalStatistics = (query: YearQuery) =>
  useApiRead([yearStatisticsPaths.yearCourses, query], ({ pc }) => fetchYearCourseTotalStatistics(pc, query));

/** The learner's figures over all years [A: every field]. */
export const TotalStatisticsSchema = v.looseObject({
  hourSum: looseNumber,
  compulsoryHour: v.nullish(looseNumber, 0),
  optionalHour: v.nullish(looseNumber, 0),
  courseCount: v.nullish(looseNumber, 0),
  finishedCourseCount: v.nullish(looseNumber, 0),
  tbtpCount: v.nullish(looseNumber, 0),
  certificateCount: v.nullish(looseNumber, 0),
  studyDays: v.nullish(looseNumber, 0),
  firstStudyDate: optionalText,
  years: v.nullish(v.array(v.looseObject({ year: looseNumber, hourSum: looseNumber })), []),
});
export type TotalStatistics = v.InferOutput<typeof TotalStatisticsSchema>;

/** POST api/personal/totalStatistics. */
export async function fetchTotalStatistics(client: ApiClient): Promise<TotalStatistics> {
  const path = yearStatisticsPaths.total;
  return readData(await client.post(path, {}), TotalStatisticsSchema, path);
}

export const useTotalStatistics = () => useApiRead([yearStatisticsPaths.total], ({ pc }) => fetchTotalStatistics(pc));
