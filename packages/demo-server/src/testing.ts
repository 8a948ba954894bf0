import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createMockBackend, type MockBackendOptions, type MockSettings } from '@study-portal/api/mocks';
import { createDemoServer, type DemoServerOptions } from './createDemoServer';

/** `server` listening on an ephemeral port, for the unit tests, and the way to close it. */
export async function listenForTest(server: Server) {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // fetch keeps connections alive; without this close waits for them to time out.
        server.closeAllConnections();
      }),
  };
}

/** A raw request, so the reply's bytes are seen as sent (fetch would decode them). */
export function rawGet(origin: string, path: string, acceptEncoding?: string) {
  return new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const request = httpRequest(origin + path, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (reply) => {
      const chunks: Buffer[] = [];
      reply.on('data', (chunk: Buffer) => chunks.push(chunk));
      reply.on('end', () => resolve({ headers: reply.headers, body: Buffer.concat(chunks) }));
    });
    request.on('error', reject);
    request.end();
  });
}

/** The headers every call of the portal carries (docs/product/platform.md#identity-headers), as a test's request sends them. */
export const portalIdentityHeaders = (tenantId: string): Record<string, string> => ({
  'X-Requested-With': 'XMLHttpRequest',
  deviceId: 'pc',
  fingerprint: 'test-visitor-0001',
  tenantId,
});

/**
 * A demo server on an ephemeral port over a fresh fake backend and a one-page "portal", for
 * the unit tests. Close it in afterEach/afterAll.
 */
export async function startTestServer(
  settings: Partial<MockSettings> = {},
  options: Partial<DemoServerOptions> = {},
  backendOptions: MockBackendOptions = {},
) {
  const staticDir = mkdtempSync(join(tmpdir(), 'demo-server-test-'));
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>portal</title>');
  const backend = createMockBackend(settings, backendOptions);
  const server = createDemoServer({ staticDir, handlers: backend.handlers, db: backend.db, backendOptions, ...options });
  const { origin, close } = await listenForTest(server);
  return {
    origin,
    db: backend.db,
    /** fetch on the server, never following redirects (tests look at them). */
    fetch: (path: string, init: RequestInit = {}) => fetch(origin + path, { redirect: 'manual', ...init }),
    /** A JSON request to the server; calls to the backend carry the portal's identity headers (docs/product/platform.md#identity-headers). */
    json: (path: string, method: string, body?: unknown, headers: Record<string, string> = {}) =>
      fetch(origin + path, {
        method,
        redirect: 'manual',
        headers: {
          'Content-Type': 'application/json',
          ...(/^\/(pcApi|apiLive)\//.test(path) ? portalIdentityHeaders(backend.db.settings.tenantId) : {}),
          ...headers,
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      }),
    staticDir,
    close: async () => {
      await close();
      rmSync(staticDir, { recursive: true, force: true });
    },
  };
}

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;
