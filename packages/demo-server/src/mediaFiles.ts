import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { dirname, extname, join, normalize, resolve, sep } from 'node:path';

export const mediaPrefix = '/demo-media/';

const mediaTypes: Record<string, string> = {
  '.webm': 'video/webm',
  '.mp4': 'video/mp4',
  '.ogg': 'audio/ogg',
  '.mp3': 'audio/mpeg',
  '.vtt': 'text/vtt; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.pdf': 'application/pdf',
  '.html': 'text/html; charset=utf-8',
};

/**
 * The fake backend's media folder (pictures, lectures) in @study-portal/api's sources: found from
 * its manifest, the one file the package exports under every condition.
 */
export function apiMediaDir(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('@study-portal/api/package.json')), 'src', 'mocks', 'media');
}

/** A single byte range of a `size`-byte file, or 'unsatisfiable'; undefined serves it whole. */
export function parseRange(header: string | undefined, size: number): { start: number; end: number } | 'unsatisfiable' | undefined {
  if (!header) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  // Several ranges or other units: answering with the whole file is allowed (RFC 9110 14.2).
  if (!match) return undefined;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return undefined;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

/**
 * Serves `/demo-media/*` with byte ranges, so the lesson video seeks (browsers ask for ranges
 * and will not seek a media file served without them).
 */
export function createMediaHandler(mediaDir: string) {
  const root = resolve(mediaDir);
  return async function serveMedia(request: IncomingMessage, response: ServerResponse, pathname: string): Promise<void> {
    const notFound = () => response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' }).end('Method not allowed');
      return;
    }
    let relative: string;
    try {
      relative = normalize(decodeURIComponent(pathname.slice(mediaPrefix.length)));
    } catch {
      notFound();
      return;
    }
    const file = join(root, relative);
    const type = mediaTypes[extname(file).toLowerCase()];
    if (!type || !file.startsWith(root + sep)) {
      notFound();
      return;
    }
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) {
      notFound();
      return;
    }
    const headers: Record<string, string> = {
      'Content-Type': type,
      'Accept-Ranges': 'bytes',
      'Cache-Control': 'no-cache',
      'Last-Modified': info.mtime.toUTCString(),
      'X-Content-Type-Options': 'nosniff',
    };
    const rangeHeader = request.headers.range;
    // A conditional range whose validator no longer matches gets the whole (changed) file.
    const ifRange = request.headers['if-range'];
    const range = ifRange && ifRange !== headers['Last-Modified'] ? undefined : parseRange(rangeHeader, info.size);
    if (range === 'unsatisfiable') {
      response.writeHead(416, { ...headers, 'Content-Range': `bytes */${info.size}` }).end();
      return;
    }
    const { start, end } = range ?? { start: 0, end: info.size - 1 };
    const length = info.size === 0 ? 0 : end - start + 1;
    const partial = range !== undefined;
    response.writeHead(partial ? 206 : 200, {
      ...headers,
      'Content-Length': String(length),
      ...(partial ? { 'Content-Range': `bytes ${start}-${end}/${info.size}` } : {}),
    });
    if (request.method === 'HEAD' || length === 0) {
      response.end();
      return;
    }
    createReadStream(file, { start, end }).pipe(response);
  };
}
