import type { ApiClient } from '../../client/createApiClient';
import { optionalText, readData, v } from '../schema';
import { useApiRead } from '../swr';

export const appInitPaths = { init: 'api/portal/app/init' } as const;

/** A mobile app build [F: qrCodeUrl, type_dict, as in the site config's appVersionList]. */
export const AppInitVersionSchema = v.looseObject({
  qrCodeUrl: v.string(),
  type_dict: optionalText,
});

/**
 * What the portal learns when it starts. [A] The product shows no reply; ours carries the app
 * versions (for the toolbar's QR codes) and the server's clock, as text
 * `YYYY-MM-DD HH:mm:ss` or a timestamp (a 10-digit one is seconds, docs/product/platform.md#formats).
 */
export const AppInitSchema = v.looseObject({
  appVersionList: v.nullish(v.array(AppInitVersionSchema), []),
  serverTime: v.nullish(v.union([v.string(), v.number()])),
});
export type AppInit = v.InferOutput<typeof AppInitSchema>;

/** POST api/portal/app/init, no body. */
export async function fetchMobileApp(client: ApiClient): Promise<AppInit> {
  return readData(await client.post(appInitPaths.init), AppInitSchema, appInitPaths.init);
}

export const useMobileApp = () => useApiRead([appInitPaths.init], ({ pc }) => fetchMobileApp(pc));
