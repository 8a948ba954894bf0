import type { IncomingMessage, ServerResponse } from 'node:http';

/** A request body larger than this is refused: the demo's forms and JSON are tiny. */
const maxBodyBytes = 64 * 1024;

export class HttpProblem extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The request body as text (empty for GET/HEAD); over 64 KiB is a 413. */
export async function readBodyText(request: IncomingMessage): Promise<string> {
  if (request.method === 'GET' || request.method === 'HEAD') return '';
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > maxBodyBytes) throw new HttpProblem(413, 'Request body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** A form post's fields (`application/x-www-form-urlencoded`). */
export async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  return new URLSearchParams(await readBodyText(request));
}

/**
 * A JSON object body; an empty body is `{}`. Anything else is a 400, and a non-empty body must
 * say it is JSON, so a plain cross-site form post cannot drive the control API.
 */
export async function readJsonObject(request: IncomingMessage): Promise<Record<string, unknown>> {
  const text = await readBodyText(request);
  if (text.trim() === '') return {};
  if (!String(request.headers['content-type'] ?? '').includes('application/json')) {
    throw new HttpProblem(400, 'The body must be JSON (Content-Type: application/json)');
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new HttpProblem(400, 'The body is not valid JSON');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new HttpProblem(400, 'The body must be a JSON object');
  return value as Record<string, unknown>;
}

export function sendJson(response: ServerResponse, status: number, data: unknown, headers: Record<string, string> = {}): void {
  response
    .writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers })
    .end(JSON.stringify(data));
}

export function redirect(response: ServerResponse, location: string): void {
  response.writeHead(303, { Location: location, 'Cache-Control': 'no-store' }).end();
}

/** The origin the browser used to reach us, from the Host header. */
export const originOf = (request: IncomingMessage): string => `http://${request.headers.host ?? '127.0.0.1'}`;

/**
 * Where to send the browser back to: the given address when it stays on our origin, else
 * /index, so the login page can never be used to bounce a learner (and their token) elsewhere.
 * Returns a URL on `origin`; callers send its path, search and hash only.
 */
export function sameOriginTarget(target: string | null | undefined, origin: string): URL {
  const fallback = new URL('/index', origin);
  if (!target) return fallback;
  try {
    const url = new URL(target, origin);
    return url.origin === new URL(origin).origin ? url : fallback;
  } catch {
    return fallback;
  }
}

export const pathOf = (url: URL): string => `${url.pathname}${url.search}${url.hash}`;

/** One cookie's value, or undefined. */
export function cookieOf(request: IncomingMessage, name: string): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    if (part.slice(0, index).trim() === name) {
      try {
        return decodeURIComponent(part.slice(index + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** One value of a request header (the first when repeated). */
export function headerOf(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}
