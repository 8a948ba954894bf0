import type { ApiClient } from '../../client/createApiClient';
import { fromPagingB, pagedB, toPagingB, type Page, type PageRequest } from '../page';
import { idString, looseNumber, optionalText, readData, v } from '../schema';
import { useApiRead } from '../swr';

/**
 * The honour lists (/honorlists → /peoplelists, /branchlists). [A] Paths and payloads: the
 * product names the routes only.
 */
export const honorPaths = {
  pioneers: 'api/portal/honor/pioneers',
  branches: 'api/portal/honor/branches',
} as const;

/** A learning pioneer (学习先锋). [A] All fields. */
export const LearningPioneerSchema = v.looseObject({
  id: idString,
  name: v.string(),
  orgName: optionalText,
  photo: optionalText,
  /** Hours in the year of the award. */
  hours: v.nullish(looseNumber, 0),
  year: v.nullish(looseNumber),
  /** The pioneer's own words on learning (学习感言). */
  motto: optionalText,
});
export type LearningPioneer = v.InferOutput<typeof LearningPioneerSchema>;

/** A learning party branch (学习型党支部). [A] All fields; `orgName` is the unit it belongs to. */
export const LearningBranchSchema = v.looseObject({
  id: idString,
  branchName: v.string(),
  orgName: optionalText,
  picture: optionalText,
  memberCount: v.nullish(looseNumber, 0),
  averageHours: v.nullish(looseNumber, 0),
  year: v.nullish(looseNumber),
  intro: optionalText,
});
export type LearningBranch = v.InferOutput<typeof LearningBranchSchema>;

export interface HonourQuery extends PageRequest {
  /** The award year; the latest when absent. */
  year?: number;
  keyword?: string;
}

const honourBody = (params: HonourQuery) => ({ ...toPagingB(params), year: params.year, keyword: params.keyword || undefined });

/** POST api/portal/honor/pioneers: one year's pioneers by hours. [A] Paging style (b). */
export async function fetchLearningPioneers(client: ApiClient, params: HonourQuery): Promise<Page<LearningPioneer>> {
  return fromPagingB(readData(await client.post(honorPaths.pioneers, honourBody(params)), pagedB(LearningPioneerSchema), honorPaths.pioneers), params);
}

/** POST api/portal/honor/branches: one year's branches by average hours. [A] Paging style (b). */
export async function fetchLearningBranches(client: ApiClient, params: HonourQuery): Promise<Page<LearningBranch>> {
  return fromPagingB(readData(await client.post(honorPaths.branches, honourBody(params)), pagedB(LearningBranchSchema), honorPaths.branches), params);
}

export const useLearningPioneers = (params: HonourQuery) => useApiRead([honorPaths.pioneers, params], ({ pc }) => fetchLearningPioneers(pc, params));

export const useLearningBranches = (params: HonourQuery) => useApiRead([honorPaths.branches, params], ({ pc }) => fetchLearningBranches(pc, params));
