import type { ApiClient } from '../../client/createApiClient';
import { looseNumber, optionalText, readData, v } from '../schema';
import { useApiRead } from '../swr';

/** Site statistics and rankings on the home page (docs/product/community.md#site-statistics-and-rankings). */
export const statisticsPaths = {
  ranking: 'api/portal/statistics/ranking',
  info: 'api/portal/statistics/info',
} as const;

/** A learner on the hours ranking (学习排行). [A] All fields. */
export const LearnerRankingSchema = v.looseObject({
  rank: looseNumber,
  name: v.string(),
  orgName: optionalText,
  hours: looseNumber,
});
export type LearnerRanking = v.InferOutput<typeof LearnerRankingSchema>;

/** An organisation on the hours ranking (单位排行). [A] All fields; `hours` is per learner on average. */
export const OrganisationRankingSchema = v.looseObject({
  rank: looseNumber,
  orgName: v.string(),
  hours: looseNumber,
  learnerCount: v.nullish(looseNumber, 0),
});
export type OrganisationRanking = v.InferOutput<typeof OrganisationRankingSchema>;

/** Both rankings, this year. [A] Shape and `year`. */
export const PortalRankingSchema = v.looseObject({
  year: v.nullish(looseNumber),
  learners: v.nullish(v.array(LearnerRankingSchema), []),
  organisations: v.nullish(v.array(OrganisationRankingSchema), []),
});
export type PortalRanking = v.InferOutput<typeof PortalRankingSchema>;

/** The site's running totals (平台数据). [A] All fields. */
export const PortalStatisticsSchema = v.looseObject({
  learnerCount: looseNumber,
  courseCount: looseNumber,
  /** Learning hours credited since 1 January. */
  hoursThisYear: looseNumber,
  classCount: v.nullish(looseNumber, 0),
  subjectCount: v.nullish(looseNumber, 0),
  /** Learners who studied this year. */
  activeLearnersThisYear: v.nullish(looseNumber, 0),
  visitCount: v.nullish(looseNumber, 0),
  updateTime: optionalText,
});
export type PortalStatistics = v.InferOutput<typeof PortalStatisticsSchema>;

/** GET api/portal/statistics/ranking: the top ten learners and organisations by hours. */
export async function fetchRanking(client: ApiClient): Promise<PortalRanking> {
  return readData(await client.get(statisticsPaths.ranking), PortalRankingSchema, statisticsPaths.ranking);
}

/** GET api/portal/statistics/info: the site's totals. */
export async function fetchSiteStatistics(client: ApiClient): Promise<PortalStatistics> {
  return readData(await client.get(statisticsPaths.info), PortalStatisticsSchema, statisticsPaths.info);
}

export const useRanking = () => useApiRead([statisticsPaths.ranking], ({ pc }) => fetchRanking(pc));

export const useSiteStatistics = () => useApiRead([statisticsPaths.info], ({ pc }) => fetchSiteStatistics(pc));
