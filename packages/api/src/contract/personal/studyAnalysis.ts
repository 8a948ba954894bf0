import type { ApiClient } from '../../client/createApiClient';
import { CourseSummarySchema } from '../entities';
import { fromPagingA, pagedA, toPagingA, type Page, type PageRequest } from '../page';
import { idString, looseNumber, optionalText, readData, v } from '../schema';
import { useApiRead } from '../swr';
import { MyCourseSchema, type MyCourse } from './studyCentre';

/** The study centre's analysis panels (学习画像) and its own settings (docs/product/study-centre.md#personal-area-calls). */
export const studyAnalysisPaths = {
  categoryStatistics: 'api/personal/courseCategoryStatistics',
  courseListByCategory: 'api/personal/courseListByCategory',
  personalConfig: 'api/personal/personalConfig',
  hotStatistics: 'api/personal/hotStatisticsList',
  newStatistics: 'api/personal/newStatisticsList',
  keywordStatistics: 'api/personal/keyWordStatistics',
} as const;

/** The learner's courses counted by category [A: every field]. */
export const CourseCategoryStatisticSchema = v.looseObject({
  categoryId: idString,
  categoryName: v.string(),
  courseCount: looseNumber,
  finishedCount: v.nullish(looseNumber, 0),
  /** Hours earned from finished courses of the category. */
  creditHour: v.nullish(looseNumber, 0),
});
export type CourseCategoryStatistic = v.InferOutput<typeof CourseCategoryStatisticSchema>;

/** POST api/personal/courseCategoryStatistics: one row per category the learner has studied. */
export async function fetchCourseCategoryStatistics(client: ApiClient): Promise<CourseCategoryStatistic[]> {
  const path = studyAnalysisPaths.categoryStatistics;
  return readData(await client.post(path, {}), v.array(CourseCategoryStatisticSchema), path);
}

export const useCourseCategoryStatistics = () =>
  useApiRead([studyAnalysisPaths.categoryStatistics], ({ pc }) => fetchCourseCategoryStatistics(pc));

export interface CourseListByCategoryQuery extends PageRequest {
  categoryId: string;
}

/** POST api/personal/courseListByCategory: the learner's courses of one category. [A] Paging style (a). */
export async function fetchCourseListByCategory(client: ApiClient, query: CourseListByCategoryQuery): Promise<Page<MyCourse>> {
  const path = studyAnalysisPaths.courseListByCategory;
  const reply = readData(await client.post(path, { ...toPagingA(query), categoryId: query.categoryId }), pagedA(MyCourseSchema), path);
  return fromPagingA(reply, query);
}

/** Waits while no category is chosen. */
export const useCourseListByCategory = (query: Partial<CourseListByCategoryQuery> & PageRequest) =>
  useApiRead(query.categoryId ? [studyAnalysisPaths.courseListByCategory, query] : null, ({ pc }) =>
    fetchCourseListByCategory(pc, { ...query, categoryId: String(query.categoryId) }),
  );

/**
 * The study centre's own settings [A: every field]: which years the statistics offer, and
 * which tabs the tenant switches on. The hours display rule (docs/product/platform.md#tenant-profiles: tenant 001.001.065
 * shows compulsory and elective hours) stays with the client, which knows the tenant.
 */
export const PersonalConfigSchema = v.looseObject({
  years: v.array(looseNumber),
  currentYear: looseNumber,
  certificateEnabled: v.nullish(v.boolean(), true),
  dispatchEnabled: v.nullish(v.boolean(), false),
  /** The external academy's lists (ZWY_SHOW). */
  celaEnabled: v.nullish(v.boolean(), false),
});
export type PersonalConfig = v.InferOutput<typeof PersonalConfigSchema>;

/** POST api/personal/personalConfig. */
export async function fetchStudyCentreConfig(client: ApiClient): Promise<PersonalConfig> {
  const path = studyAnalysisPaths.personalConfig;
  return readData(await client.post(path, {}), PersonalConfigSchema, path);
}

export const useStudyCentreConfig = () => useApiRead([studyAnalysisPaths.personalConfig], ({ pc }) => fetchStudyCentreConfig(pc));

/** A course on the colleagues' ranking: the shared summary [F] plus its rank and learners [A]. */
export const HotCourseStatisticSchema = v.looseObject({
  ...CourseSummarySchema.entries,
  rank: looseNumber,
  /** Learners of the learner's organisation who studied it. */
  studyCount: v.nullish(looseNumber, 0),
});
export type HotCourseStatistic = v.InferOutput<typeof HotCourseStatisticSchema>;

/** [A] How many rows a ranking panel asks for; the server caps it at 20. */
export interface StatisticsListQuery {
  top?: number;
}

/** POST api/personal/hotStatisticsList: the most studied courses among colleagues, rank 1 first. */
export async function fetchHotStatisticsList(client: ApiClient, query: StatisticsListQuery = {}): Promise<HotCourseStatistic[]> {
  const path = studyAnalysisPaths.hotStatistics;
  return readData(await client.post(path, { top: query.top ?? 10 }), v.array(HotCourseStatisticSchema), path);
}

export const useHotStatisticsList = (query: StatisticsListQuery = {}) =>
  useApiRead([studyAnalysisPaths.hotStatistics, query], ({ pc }) => fetchHotStatisticsList(pc, query));

/** POST api/personal/newStatisticsList: the newest courses, newest first [A]. */
export async function fetchNewStatisticsList(client: ApiClient, query: StatisticsListQuery = {}) {
  const path = studyAnalysisPaths.newStatistics;
  return readData(await client.post(path, { top: query.top ?? 10 }), v.array(CourseSummarySchema), path);
}

export const useNewStatisticsList = (query: StatisticsListQuery = {}) =>
  useApiRead([studyAnalysisPaths.newStatistics, query], ({ pc }) => fetchNewStatisticsList(pc, query));

/** A word of the learner's word cloud: topics of the courses studied, weighted [A]. */
export const KeywordStatisticSchema = v.looseObject({
  keyword: v.string(),
  count: looseNumber,
  description: optionalText,
});
export type KeywordStatistic = v.InferOutput<typeof KeywordStatisticSchema>;

/** POST api/personal/keyWordStatistics: heaviest first. */
export async function fetchKeywordStatistics(client: ApiClient): Promise<KeywordStatistic[]> {
  const path = studyAnalysisPaths.keywordStatistics;
  return readData(await client.post(path, {}), v.array(KeywordStatisticSchema), path);
}

export const useKeywordStatistics = () => useApiRead([studyAnalysisPaths.keywordStatistics], ({ pc }) => fetchKeywordStatistics(pc));
