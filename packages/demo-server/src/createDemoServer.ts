import { createServer, type Server } from 'node:http';
import type { RequestHandler } from 'msw';
import { createMockApiHandler, createProxyApiHandler, isApiPath } from './apiRoutes';
import { createStaticHandler } from './staticFiles';

export interface DemoServerOptions {
  /** Folder of the built portal (its index.html and assets). */
  staticDir: string;
  /** Handlers of the fake backend; ignored when `backendUrl` is set. */
  handlers: RequestHandler[];
  /** A real backend to pass API calls to instead of the fake one. */
  backendUrl?: URL;
}

/** The embedded default backend: the built portal plus an API, on one origin. */
export function createDemoServer(options: DemoServerOptions): Server {
  const serveStatic = createStaticHandler(options.staticDir);
  const serveApi = options.backendUrl ? createProxyApiHandler(options.backendUrl) : createMockApiHandler(options.handlers);

  return createServer((request, response) => {
    const url = new URL(request.url ?? '/', `http://${request.headers.host ?? '127.0.0.1'}`);
    const handle = isApiPath(url.pathname) ? serveApi(request, response, url) : serveStatic(request, response, url.pathname);
    handle.catch((error: unknown) => {
      console.error(`[demo-server] ${request.method} ${url.pathname}`, error);
      if (!response.headersSent) response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      response.end('Internal error');
    });
  });
}
