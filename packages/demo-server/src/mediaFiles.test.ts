// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMediaDir, parseRange } from './mediaFiles';
import { startTestServer, type TestServer } from './testing';

const lesson = readFileSync(join(apiMediaDir(), 'lecture-digital.webm'));

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const bytesOf = async (reply: Response) => Buffer.from(await reply.arrayBuffer());

describe('parseRange', () => {
  it.each([
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=100-', { start: 100, end: 999 }],
    ['bytes=-50', { start: 950, end: 999 }],
    ['bytes=990-5000', { start: 990, end: 999 }],
    ['bytes=-5000', { start: 0, end: 999 }],
    ['bytes=1000-', 'unsatisfiable'],
    ['bytes=50-10', 'unsatisfiable'],
    ['bytes=-0', 'unsatisfiable'],
    ['bytes=0-1,5-9', undefined],
    ['items=0-1', undefined],
    ['bytes=-', undefined],
    [undefined, undefined],
  ])('%s of a 1000-byte file', (header, expected) => {
    expect(parseRange(header, 1000)).toEqual(expected);
  });
});

describe('/demo-media/', () => {
  it.each([
    ['pictures/red/course-c01.svg', 'image/svg+xml'],
    ['pictures/blue/banner-1.svg', 'image/svg+xml'],
    ['pictures/red/book-bk-01.webp', 'image/webp'],
    ['pictures/blue/branch-01.webp', 'image/webp'],
  ])('serves the drawn picture %s as %s', async (file, type) => {
    const reply = await server.fetch(`/demo-media/${file}`);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe(type);
    expect((await bytesOf(reply)).equals(readFileSync(join(apiMediaDir(), file)))).toBe(true);
  });

  it('serves the lesson video whole, as video/webm, saying it takes ranges', async () => {
    const reply = await server.fetch('/demo-media/lecture-digital.webm');
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('video/webm');
    expect(reply.headers.get('accept-ranges')).toBe('bytes');
    expect(Number(reply.headers.get('content-length'))).toBe(lesson.length);
    expect((await bytesOf(reply)).equals(lesson)).toBe(true);
  });

  it('answers a range with 206 Partial Content and exactly those bytes, so the video can seek', async () => {
    const reply = await server.fetch('/demo-media/lecture-digital.webm', { headers: { Range: 'bytes=1000-1999' } });
    expect(reply.status).toBe(206);
    expect(reply.headers.get('content-range')).toBe(`bytes 1000-1999/${lesson.length}`);
    expect(reply.headers.get('content-length')).toBe('1000');
    expect((await bytesOf(reply)).equals(lesson.subarray(1000, 2000))).toBe(true);

    const tail = await server.fetch('/demo-media/lecture-digital.webm', { headers: { Range: 'bytes=-100' } });
    expect(tail.headers.get('content-range')).toBe(`bytes ${lesson.length - 100}-${lesson.length - 1}/${lesson.length}`);
    expect((await bytesOf(tail)).equals(lesson.subarray(lesson.length - 100))).toBe(true);

    const open = await server.fetch('/demo-media/lecture-digital.webm', { headers: { Range: `bytes=${lesson.length - 10}-` } });
    expect(open.status).toBe(206);
    expect((await bytesOf(open)).length).toBe(10);
  });

  it('answers 416 to a range beyond the end', async () => {
    const reply = await server.fetch('/demo-media/lecture-digital.webm', { headers: { Range: `bytes=${lesson.length}-` } });
    expect(reply.status).toBe(416);
    expect(reply.headers.get('content-range')).toBe(`bytes */${lesson.length}`);
  });

  it('answers HEAD with the headers only', async () => {
    const reply = await server.fetch('/demo-media/lecture-digital.webm', { method: 'HEAD', headers: { Range: 'bytes=0-9' } });
    expect(reply.status).toBe(206);
    expect(reply.headers.get('content-length')).toBe('10');
    expect((await bytesOf(reply)).length).toBe(0);
  });

  it('serves media files only, and nothing outside the folder', async () => {
    expect((await server.fetch('/demo-media/README.md')).status).toBe(404);
    expect((await server.fetch('/demo-media/missing.webm')).status).toBe(404);
    expect((await server.fetch('/demo-media/..%2F..%2F..%2Fpackage.json')).status).toBe(404);
    expect((await server.fetch('/demo-media/%2e%2e/media/lecture-digital.webm')).status).toBe(404);
    expect((await server.fetch('/demo-media/lecture-digital.webm', { method: 'POST' })).status).toBe(405);
  });
});
