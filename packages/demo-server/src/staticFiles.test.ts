// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticHandler, fallbackPageFor } from './staticFiles';

describe('fallbackPageFor', () => {
  it.each([
    ['/admin', 'admin.html'],
    ['/admin/', 'admin.html'],
    ['/admin/dashboard', 'admin.html'],
    ['/admin/tbtp/classes', 'admin.html'],
    ['/index', 'index.html'],
    ['/', 'index.html'],
    // Only the admin folder itself: a portal page whose name starts the same stays the portal's.
    ['/administration', 'index.html'],
    ['/adminx/page', 'index.html'],
  ])('%s falls back to %s', (pathname, page) => {
    expect(fallbackPageFor(pathname)).toBe(page);
  });
});

describe('createStaticHandler', () => {
  let server: Server;
  let origin: string;

  beforeAll(async () => {
    const root = mkdtempSync(join(tmpdir(), 'static-files-test-'));
    writeFileSync(join(root, 'index.html'), '<title>portal</title>');
    writeFileSync(join(root, 'admin.html'), '<title>admin</title>');
    const serveStatic = createStaticHandler(root);
    server = createServer((request, response) => {
      void serveStatic(request, response, new URL(request.url ?? '/', 'http://localhost').pathname);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(
    () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  );

  it.each([
    ['/admin/', 'admin'],
    ['/admin/dashboard?token=t', 'admin'],
    ['/admin', 'admin'],
    ['/index', 'portal'],
    ['/informationDetail', 'portal'],
  ])('serves %s with the %s page', async (address, title) => {
    const reply = await fetch(origin + address);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await reply.text()).toBe(`<title>${title}</title>`);
  });

  it('answers a missing file under /admin with 404, not a page', async () => {
    const reply = await fetch(`${origin}/admin/missing.js`);
    expect(reply.status).toBe(404);
  });
});
