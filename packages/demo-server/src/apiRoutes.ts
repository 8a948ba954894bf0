import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { getResponse, type RequestHandler } from 'msw';

/** The backend's path prefixes: client A and client B (docs/product/platform.md#clients). */
export const apiPrefixes = ['/pcApi/', '/apiLive/'] as const;

export const isApiPath = (pathname: string): boolean =>
  apiPrefixes.some((prefix) => pathname.startsWith(prefix)) || pathname === '/apiLive';

async function readBody(request: IncomingMessage): Promise<Buffer | undefined> {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function toFetchHeaders(request: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  return headers;
}

async function toFetchRequest(request: IncomingMessage, url: URL): Promise<Request> {
  const body = await readBody(request);
  return new Request(url, {
    method: request.method ?? 'GET',
    headers: toFetchHeaders(request),
    ...(body && body.length > 0 ? { body: new Uint8Array(body) } : {}),
  });
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Below this a compressed reply saves less than its headers cost. */
const worthCompressing = 1024;

/**
 * The JSON body in the encoding the browser asked for, as any deployment's gateway sends it. A
 * page of courses is 11 KB of JSON and under 2 KB compressed: sent as it was, it took longer
 * on a slow line than the screen's own code.
 */
async function encodedJson(body: Buffer, accepted: string): Promise<{ body: Buffer; encoding?: 'br' | 'gzip' }> {
  if (body.length < worthCompressing) return { body };
  // A fast brotli level: the reply is made for one request, not kept like a build file.
  if (/\bbr\b/.test(accepted)) return { body: await brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }), encoding: 'br' };
  if (/\bgzip\b/.test(accepted)) return { body: await gzipped(body), encoding: 'gzip' };
  return { body };
}

async function sendFetchResponse(response: ServerResponse, reply: Response, accepted: string): Promise<void> {
  const headers: Record<string, string> = {};
  reply.headers.forEach((value, name) => {
    // fetch has already decoded the body; passing these on would corrupt it.
    if (name !== 'content-encoding' && name !== 'content-length' && name !== 'transfer-encoding') headers[name] = value;
  });
  headers['Cache-Control'] = 'no-store';
  if (reply.body && /\bjson\b/.test(reply.headers.get('content-type') ?? '')) {
    const json = await encodedJson(Buffer.from(await reply.arrayBuffer()), accepted);
    headers.Vary = 'Accept-Encoding';
    if (json.encoding) headers['Content-Encoding'] = json.encoding;
    response.writeHead(reply.status, { ...headers, 'Content-Length': String(json.body.length) }).end(json.body);
    return;
  }
  response.writeHead(reply.status, headers);
  if (reply.body) Readable.fromWeb(reply.body as NodeReadableStream).pipe(response);
  else response.end();
}

const acceptedEncodings = (request: IncomingMessage) => String(request.headers['accept-encoding'] ?? '');

/** Answers API calls from the fake backend's handlers, as Storybook and the tests do. */
export function createMockApiHandler(handlers: RequestHandler[]) {
  return async (request: IncomingMessage, response: ServerResponse, url: URL) => {
    const fetchRequest = await toFetchRequest(request, url);
    const reply = await getResponse(handlers, fetchRequest);
    if (!reply) {
      response
        .writeHead(404, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' })
        .end(JSON.stringify({ success: false, message: '请求的接口不存在' }));
      return;
    }
    await sendFetchResponse(response, reply, acceptedEncodings(request));
  };
}

/** Passes API calls through to a real backend instead of the fake one. */
export function createProxyApiHandler(backend: URL) {
  return async (request: IncomingMessage, response: ServerResponse, url: URL) => {
    const target = new URL(url.pathname + url.search, backend);
    const forwarded = await toFetchRequest(request, target);
    forwarded.headers.delete('host');
    try {
      await sendFetchResponse(response, await fetch(forwarded, { redirect: 'manual' }), acceptedEncodings(request));
    } catch (error) {
      console.error(`[demo-server] ${target.href} failed`, error);
      response.writeHead(502, { 'Content-Type': 'application/json; charset=utf-8' }).end(
        JSON.stringify({ success: false, message: '后端服务不可达' }),
      );
    }
  };
}
