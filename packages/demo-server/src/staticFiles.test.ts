// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticHandler, fallbackPageFor } from './staticFiles';
import { listenForTest, rawGet } from './testing';

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
  let serveStatic: ReturnType<typeof createStaticHandler>;
  // A start-up chunk's worth of script, so compressing it is real work.
  const script = `export const lines = ${JSON.stringify(Array.from({ length: 20_000 }, (_, index) => `line ${index}`))};\n`;

  let root = '';
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'static-files-test-'));
    writeFileSync(join(root, 'index.html'), '<title>portal</title>');
    writeFileSync(join(root, 'admin.html'), '<title>admin</title>');
    mkdirSync(join(root, 'assets'));
    writeFileSync(join(root, 'assets', 'portal-start.js'), script);
    serveStatic = createStaticHandler(root);
    ({ origin, close } = await listenForTest(
      createServer((request, response) => {
        void serveStatic(request, response, new URL(request.url ?? '/', 'http://localhost').pathname);
      }),
    ));
  });
  afterAll(async () => {
    await close();
    rmSync(root, { recursive: true, force: true });
  });

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

  it('compresses the pages and scripts ahead of the first visit, and serves what the browser accepts', async () => {
    await serveStatic.warmedUp;
    const brotli = await rawGet(origin, '/assets/portal-start.js', 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.body).toString()).toBe(script);
    expect(brotli.body.length).toBeLessThan(script.length / 4);
    const gzip = await rawGet(origin, '/assets/portal-start.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(script);
    const plain = await rawGet(origin, '/assets/portal-start.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });
});
