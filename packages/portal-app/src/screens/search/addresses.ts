import { pageAddress } from '../../app/address';
import { defaultSearchType } from '../../app/searchAddress';

/**
 * The portal's own search page (docs/product/routes.md#front-page-and-search). The header keeps
 * writing the legacy form (app/searchAddress.ts); links inside the portal use this one.
 */
export const searchPagePath = '/search';

export const searchPageAddress = (keyword: string, type: string = defaultSearchType): string =>
  pageAddress(searchPagePath, { k: keyword, t: type || defaultSearchType });
