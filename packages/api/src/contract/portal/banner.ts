import type { ApiClient } from '../../client/createApiClient';
import { readData, v, idString, optionalText } from '../schema';
import { useApiRead } from '../swr';

export const bannerPaths = { list: 'api/portal/banner' } as const;

/**
 * A home-page banner. [A] Fields are not shown by the product; these are what a banner needs:
 * a picture, its text alternative, and where it leads.
 */
export const BannerSchema = v.looseObject({
  id: idString,
  title: v.string(),
  imageUrl: v.string(),
  /** Where the banner leads: a portal path or an external address. */
  link: optionalText,
});
export type Banner = v.InferOutput<typeof BannerSchema>;

/** POST api/portal/banner: the home page's banners, in display order. */
export async function fetchBanners(client: ApiClient): Promise<Banner[]> {
  return readData(await client.post(bannerPaths.list), v.array(BannerSchema), bannerPaths.list);
}

export const useBanners = () => useApiRead([bannerPaths.list], ({ pc }) => fetchBanners(pc));
