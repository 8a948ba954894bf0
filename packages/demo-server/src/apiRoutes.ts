import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { getResponse, type RequestHandler } from 'msw';

/** The backend's path prefixes: client A and client B of spec 7.1. */
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

async function sendFetchResponse(response: ServerResponse, reply: Response): Promise<void> {
  const headers: Record<string, string> = {};
  reply.headers.forEach((value, name) => {
    // fetch has already decoded the body; passing these on would corrupt it.
    if (name !== 'content-encoding' && name !== 'content-length' && name !== 'transfer-encoding') headers[name] = value;
  });
  headers['Cache-Control'] = 'no-store';
  response.writeHead(reply.status, headers);
  if (reply.body) Readable.fromWeb(reply.body as NodeReadableStream).pipe(response);
  else response.end();
}

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
    await sendFetchResponse(response, reply);
  };
}

/** Passes API calls through to a real backend instead of the fake one. */
export function createProxyApiHandler(backend: URL) {
  return async (request: IncomingMessage, response: ServerResponse, url: URL) => {
    const target = new URL(url.pathname + url.search, backend);
    const forwarded = await toFetchRequest(request, target);
    forwarded.headers.delete('host');
    try {
      await sendFetchResponse(response, await fetch(forwarded, { redirect: 'manual' }));
    } catch (error) {
      console.error(`[demo-server] ${target.href} failed`, error);
      response.writeHead(502, { 'Content-Type': 'application/json; charset=utf-8' }).end(
        JSON.stringify({ success: false, message: '后端服务不可达' }),
      );
    }
  };
}
