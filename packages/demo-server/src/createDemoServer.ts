import { createServer, type Server } from 'node:http';
import type { MockDb } from '@study-portal/api/mocks';
import type { RequestHandler } from 'msw';
import { createMockApiHandler, createProxyApiHandler, isApiPath } from './apiRoutes';
import { controlPrefix, handleControl } from './controlApi';
import { HttpProblem, sendJson } from './http';
import { apiMediaDir, createMediaHandler, mediaPrefix } from './mediaFiles';
import { createBackendScopes } from './scopes';
import { demoPasswordPublicKey, type MockBackendOptions } from '@study-portal/api/mocks';
import { handleSso, ssoPrefix } from './ssoRoutes';
import { createPortalConfigHandler, portalConfigPath } from './portalConfigFile';
import { createStaticHandler } from './staticFiles';

export interface DemoServerOptions {
  /** Folder of the built portal (its index.html and assets). */
  staticDir: string;
  /** Handlers of the fake backend; ignored when `backendUrl` is set. */
  handlers: RequestHandler[];
  /**
   * The state behind `handlers` (from `createMockBackend`). With it the server also plays the
   * SSO site (`/sso/*`) and offers the test-control API (`/__demo/*`).
   */
  db?: MockDb;
  /** A real backend to pass API calls to instead of the fake one. */
  backendUrl?: URL;
  /** Folder served at `/demo-media/`; the fake backend's media (the lesson video) by default. */
  mediaDir?: string;
  /** What every per-test backend is built with (the real UKEY signature check). */
  backendOptions?: MockBackendOptions;
  /** The port of the UKEY simulator the demo started, which the portal is told to dial. */
  ukeyPort?: number;
}

/** Replies once the server has finished its start-up work (see createStaticHandler's warm-up). */
export const readyPath = `${controlPrefix}ready`;

/** The embedded default backend: the built portal plus an API, on one origin. */
export function createDemoServer(options: DemoServerOptions): Server {
  const serveStatic = createStaticHandler(options.staticDir);
  const serveMedia = createMediaHandler(options.mediaDir ?? apiMediaDir());
  const proxy = options.backendUrl ? createProxyApiHandler(options.backendUrl) : undefined;
  const scopes = options.db && !proxy ? createBackendScopes(options.db, options.handlers, options.backendOptions) : undefined;
  const serveSharedApi = proxy ?? createMockApiHandler(options.handlers);
  const servePortalConfig = proxy ? undefined : createPortalConfigHandler(options.staticDir, {
        passwordPublicKey: demoPasswordPublicKey,
        ...(options.ukeyPort ? { ukeyPort: options.ukeyPort } : {}),
      });

  return createServer((request, response) => {
    const url = new URL(request.url ?? '/', `http://${request.headers.host ?? '127.0.0.1'}`);
    const route = async () => {
      const { pathname } = url;
      if (pathname.startsWith(mediaPrefix)) return serveMedia(request, response, pathname);
      // Answers once every page and script is compressed: a benchmark that starts earlier
      // measures the portal against the server's own start-up work on the same cores.
      if (pathname === readyPath) {
        await serveStatic.warmedUp;
        return sendJson(response, 200, { ready: true });
      }
      if (scopes) {
        const backend = scopes.backendFor(request);
        if (pathname.startsWith(ssoPrefix)) return handleSso(request, response, url, backend.db);
        if (pathname.startsWith(controlPrefix) || pathname === controlPrefix.slice(0, -1)) {
          return handleControl(request, response, url, backend.db, backend.startSettings);
        }
        if (isApiPath(pathname)) return backend.serveApi(request, response, url);
      }
      if (isApiPath(pathname)) return serveSharedApi(request, response, url);
      if (pathname === portalConfigPath && servePortalConfig) return servePortalConfig(request, response);
      return serveStatic(request, response, pathname);
    };
    route().catch((error: unknown) => {
      const problem = error instanceof HttpProblem ? error : undefined;
      if (!problem) console.error(`[demo-server] ${request.method} ${url.pathname}`, error);
      if (response.headersSent) {
        response.end();
        return;
      }
      const status = problem?.status ?? 500;
      const message = problem?.message ?? 'Internal error';
      if (url.pathname.startsWith(controlPrefix)) sendJson(response, status, { message });
      else response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8' }).end(message);
    });
  });
}
