import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Where the portal reads its runtime configuration (packages/portal-app/src/startup/startSite.ts). */
export const portalConfigPath = '/portal-config.json';

/**
 * The built portal's `portal-config.json` with what only the demo backend can say added: its
 * password key, which nothing else may use (docs/real-backend.md#the-password-key). A value the
 * file sets itself stays, so a deployment's own file still wins. Only served in front of the
 * fake backend; in front of a real one the built file is served as it is.
 */
export function createPortalConfigHandler(staticDir: string, demoValues: Record<string, unknown>) {
  return async (request: IncomingMessage, response: ServerResponse) => {
    const built = await readFile(join(staticDir, 'portal-config.json'), 'utf8').then(
      (text) => JSON.parse(text) as unknown,
      () => ({}),
    );
    const file = typeof built === 'object' && built !== null && !Array.isArray(built) ? (built as Record<string, unknown>) : {};
    const body = JSON.stringify({ ...demoValues, ...file });
    response.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-cache' });
    response.end(request.method === 'HEAD' ? undefined : body);
  };
}
