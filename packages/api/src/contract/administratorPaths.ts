import { suggestPaths } from './portal/suggest';

/**
 * The calls only an administrator who has passed the extra verification may make
 * (docs/real-backend.md#the-admin-sites-calls). A gateway refuses them to anyone else by the
 * session alone: the admin site's `X-Portal-Site` header is a hint a browser can leave out.
 */
export const administratorPaths: readonly string[] = [suggestPaths.all];
