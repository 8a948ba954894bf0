import type { ApiClient } from '../../client/createApiClient';
import { fromPagingA, pagedA, readAllPages, toPagingA, type Page, type PageRequest } from '../page';
import { idString, looseNumber, optionalText, readData, v } from '../schema';
import { useApiRead, useApiWrite } from '../swr';
import { yearStatisticsPaths } from './yearStatistics';

/** The learner's certificates (荣誉册) and the yearly college certificate (docs/product/study-centre.md#certificates). */
export const certificatePaths = {
  list: 'api/personal/queryMyCertificateList',
  statistics: 'api/personal/queryMyCertificateStatisticsInfo',
  createCollege: 'api/certificate/createCollegeCertificate',
} as const;

/** [A] `class`: a class's completion certificate (结业证书); `college`: the year's academy certificate. */
export type CertificateKind = 'class' | 'college';

/**
 * A certificate. [F] it is queried per user; [A] every field: the number reads
 * `{year}-GB-{six digits}`, and the verification code lets a third party check the paper copy.
 */
export const CertificateSchema = v.looseObject({
  id: idString,
  name: v.string(),
  kind: v.picklist(['class', 'college']),
  year: looseNumber,
  /** The class, for class certificates. */
  tbtpId: optionalText,
  tbtpName: optionalText,
  /** The academy, for college certificates. */
  collegeName: optionalText,
  /** yyyy-MM-dd. */
  issueDate: v.string(),
  number: v.string(),
  holderName: v.string(),
  hours: looseNumber,
  issuer: v.string(),
  verificationCode: v.string(),
  /** A printable copy, where the backend renders one. */
  fileUrl: optionalText,
});
export type Certificate = v.InferOutput<typeof CertificateSchema>;

export interface CertificateQuery extends PageRequest {
  year?: number;
  kind?: CertificateKind;
}

/** POST api/personal/queryMyCertificateList: newest first. [A] Paging style (a). */
export async function fetchMyCertificates(client: ApiClient, query: CertificateQuery): Promise<Page<Certificate>> {
  const path = certificatePaths.list;
  const body = { ...toPagingA(query), year: query.year ?? '', kind: query.kind ?? '' };
  return fromPagingA(readData(await client.post(path, body), pagedA(CertificateSchema), path), query);
}

export const useMyCertificates = (query: CertificateQuery) => useApiRead([certificatePaths.list, query], ({ pc }) => fetchMyCertificates(pc, query));

/** Every certificate that matches, page after page, whatever page size the backend caps at. */
export const useAllMyCertificates = (query: Omit<CertificateQuery, keyof PageRequest>) =>
  useApiRead([certificatePaths.list, { ...query, allPages: true }], ({ pc }) => readAllPages((page) => fetchMyCertificates(pc, { ...query, ...page })));

/** The honour roll's counters [A: every field]. */
export const CertificateStatisticsSchema = v.looseObject({
  total: looseNumber,
  classCount: v.nullish(looseNumber, 0),
  collegeCount: v.nullish(looseNumber, 0),
  hourSum: v.nullish(looseNumber, 0),
  latestIssueDate: optionalText,
});
export type CertificateStatistics = v.InferOutput<typeof CertificateStatisticsSchema>;

/** POST api/personal/queryMyCertificateStatisticsInfo. */
export async function fetchCertificateStatistics(client: ApiClient): Promise<CertificateStatistics> {
  const path = certificatePaths.statistics;
  return readData(await client.post(path, {}), CertificateStatisticsSchema, path);
}

export const useCertificateStatistics = () => useApiRead([certificatePaths.statistics], ({ pc }) => fetchCertificateStatistics(pc));

/**
 * POST api/certificate/createCollegeCertificate: issues the year's college certificate. The
 * server refuses, with its own message, while the year's hours fall short of the requirement
 * and when the year's certificate already exists. [A] The payload is `{ year }`.
 */
export async function createCollegeCertificate(client: ApiClient, params: { year: number }): Promise<Certificate> {
  const path = certificatePaths.createCollege;
  return readData(await client.post(path, params), CertificateSchema, path);
}

export const useCreateCollegeCertificate = () =>
  useApiWrite((clients, params: { year: number }) => createCollegeCertificate(clients.pc, params), [
    certificatePaths.list,
    certificatePaths.statistics,
    yearStatisticsPaths.total,
  ]);
