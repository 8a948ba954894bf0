import { pageAddress } from '../app/address';

/** Notices (docs/product/routes.md#front-page-and-search). */
export const noticePagePaths = {
  list: '/information',
  detail: '/informationDetail',
} as const;

export const noticeAddress = (id: string): string => pageAddress(noticePagePaths.detail, { id });
