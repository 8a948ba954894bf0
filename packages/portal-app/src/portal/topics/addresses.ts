import { pageAddress } from '../shared/address';

/** Topic and column pages (docs/product/routes.md#topics-and-columns, #sharing-and-open-pages). */
export const topicPagePaths = {
  list: '/subjectList',
  detail: '/subjectDetail',
  columns: '/specialReList',
  column: '/specialReDetails',
  columnArticle: '/specialReTextDetails',
  openColumn: '/openSpecialReDetails',
  openDetail: '/openNewSpecialCourseDetail',
  openDetailMobile: '/openSpecialMobile',
} as const;

export const topicAddress = (id: string): string => pageAddress(topicPagePaths.detail, { id });
export const columnAddress = (id: string): string => pageAddress(topicPagePaths.column, { id });
export const columnArticleAddress = (id: string): string => pageAddress(topicPagePaths.columnArticle, { id });
export const openColumnAddress = (id: string): string => pageAddress(topicPagePaths.openColumn, { id });
export const openTopicAddress = (id: string): string => pageAddress(topicPagePaths.openDetail, { id });
export const openTopicMobileAddress = (id: string): string => pageAddress(topicPagePaths.openDetailMobile, { id });
