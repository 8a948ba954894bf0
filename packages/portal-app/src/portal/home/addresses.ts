import { pageAddress } from '../shared/address';
import { defaultSearchType } from '../shared/searchAddress';

/** Notices (docs/product/routes.md#front-page-and-search). */
export const noticePagePaths = {
  list: '/information',
  detail: '/informationDetail',
} as const;

export const noticeAddress = (id: string): string => pageAddress(noticePagePaths.detail, { id });

/**
 * The portal's own search page (docs/product/routes.md#front-page-and-search). The header keeps
 * writing the legacy form (app/searchAddress.ts); links inside the portal use this one.
 */
export const searchPagePath = '/search';

export const searchPageAddress = (keyword: string, type: string = defaultSearchType): string =>
  pageAddress(searchPagePath, { k: keyword, t: type || defaultSearchType });

/** The download page of the mobile app (docs/product/routes.md#sharing-and-open-pages). */
export const mobileAppPagePath = '/startClient';

/** The site map: every page a learner can open without a record in hand (docs/product/routes.md#site-map). */
export const siteMapPagePath = '/siteMap';
