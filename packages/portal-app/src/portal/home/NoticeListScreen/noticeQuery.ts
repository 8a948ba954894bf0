import { readPage } from '../../shared/pageAddress';

/**
 * The notice types (docs/product/community.md#notices). [A] The codes are those of the api contract
 * (PortalArticleSummary.type); `''` lists every type.
 */
export const noticeTypes = [
  { value: '', label: '全部' },
  { value: 'TZGG', label: '通知公告' },
  { value: 'GZDT', label: '工作动态' },
  { value: 'ZCWJ', label: '政策文件' },
] as const;

export const noticePageSize = 10;

export interface NoticeQuery {
  /** A type code, or '' for all. */
  type: string;
  /** 1-based. */
  page: number;
}

/** Reads the list's type and page from the address; anything unknown reads as the default. */
export function readNoticeQuery(params: URLSearchParams): NoticeQuery {
  const type = params.get('type') ?? '';
  return {
    type: noticeTypes.some((known) => known.value === type) ? type : '',
    page: readPage(params),
  };
}

/** The address query for a type and page, leaving out the defaults so addresses stay short. */
export function noticeQueryParams({ type, page }: NoticeQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (type) params.set('type', type);
  if (page > 1) params.set('page', String(page));
  return params;
}
