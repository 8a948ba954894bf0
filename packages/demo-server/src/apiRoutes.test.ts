// @vitest-environment node
import { createServer } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockApiHandler } from './apiRoutes';
import { listenForTest, rawGet } from './testing';

const coursePage = { success: true, data: { datalist: Array.from({ length: 40 }, (_, index) => ({ id: `c${index}`, name: `课程 ${index}` })) } };

describe('the fake backend’s replies', () => {
  let origin: string;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const serveApi = createMockApiHandler([
      http.get('*/pcApi/api/page', () => HttpResponse.json(coursePage)),
      http.get('*/pcApi/api/small', () => HttpResponse.json({ success: true, data: 1 })),
    ]);
    ({ origin, close } = await listenForTest(
      createServer((request, response) => {
        void serveApi(request, response, new URL(request.url ?? '/', 'http://127.0.0.1'));
      }),
    ));
  });
  afterAll(() => close());

  it('come compressed with brotli when the browser accepts it', async () => {
    const reply = await rawGet(origin, '/pcApi/api/page', 'gzip, deflate, br');
    expect(reply.headers['content-encoding']).toBe('br');
    expect(reply.headers.vary).toBe('Accept-Encoding');
    expect(JSON.parse(brotliDecompressSync(reply.body).toString('utf8'))).toEqual(coursePage);
    expect(reply.body.length).toBeLessThan(JSON.stringify(coursePage).length / 2);
  });

  it('come gzipped to a client without brotli', async () => {
    const reply = await rawGet(origin, '/pcApi/api/page', 'gzip');
    expect(reply.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(reply.body).toString('utf8'))).toEqual(coursePage);
  });

  it('come as they are to a client that asks for no encoding, and when small', async () => {
    const plain = await rawGet(origin, '/pcApi/api/page');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.body.toString('utf8'))).toEqual(coursePage);
    const small = await rawGet(origin, '/pcApi/api/small', 'gzip, br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString('utf8'))).toEqual({ success: true, data: 1 });
  });
});
