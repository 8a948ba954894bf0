// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticHandler, fallbackPageFor } from './staticFiles';
import { listenForTest } from './testing';

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
  let origin: string;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const root = mkdtempSync(join(tmpdir(), 'static-files-test-'));
    writeFileSync(join(root, 'index.html'), '<title>portal</title>');
    writeFileSync(join(root, 'admin.html'), '<title>admin</title>');
    const serveStatic = createStaticHandler(root);
    ({ origin, close } = await listenForTest(
      createServer((request, response) => {
        void serveStatic(request, response, new URL(request.url ?? '/', 'http://localhost').pathname);
      }),
    ));
  });
  afterAll(() => close());

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
