import { createReadStream } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.mp4': 'video/mp4',
  '.pdf': 'application/pdf',
  '.txt': 'text/plain; charset=utf-8',
};

const compressible = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.map', '.txt']);

interface CompressedFile {
  raw: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/** Where the admin site lives: its own page (admin.html), opened in a new tab from the portal. */
export const adminBasePath = '/admin';

/**
 * The page a history-routed address falls back to: the admin site's addresses load
 * admin.html, every other page address the portal's index.html. Each app then routes the
 * address itself, so reloads and bookmarks work in both.
 */
export function fallbackPageFor(pathname: string): 'admin.html' | 'index.html' {
  return pathname === adminBasePath || pathname.startsWith(`${adminBasePath}/`) ? 'admin.html' : 'index.html';
}

/**
 * Serves the built portal: files as they are, compressed once and kept in memory (the build
 * never changes while the server runs), and the app's page for every other page address (see
 * fallbackPageFor). `warmedUp` settles once the pages and scripts are compressed.
 */
export function createStaticHandler(root: string) {
  const cache = new Map<string, Promise<CompressedFile>>();

  // Off the event loop (zlib's thread pool): compressing the 400 KB start-up chunk in line held
  // every other reply back, the first visit's scripts and API calls alike.
  const compressedFile = (path: string) => {
    let entry = cache.get(path);
    if (!entry) {
      entry = readFile(path).then(async (raw) => {
        const [br, gz] = await Promise.all([brotliAsync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }), gzipAsync(raw, { level: 9 })]);
        return { raw, br, gzip: gz };
      });
      entry.catch(() => cache.delete(path));
      cache.set(path, entry);
    }
    return entry;
  };

  // Ahead of the first visit, one file at a time so a request's own compression never queues
  // behind a batch. Source maps wait until someone asks: only developer tools do.
  const warmUp = async () => {
    const names = await readdir(root, { recursive: true }).catch(() => []);
    for (const name of names) {
      const extension = extname(name);
      if (compressible.has(extension) && extension !== '.map') await compressedFile(join(root, name)).catch(() => undefined);
    }
  };
  const warmedUp = warmUp();

  const resolveFile = async (pathname: string): Promise<string | undefined> => {
    const relative = normalize(decodeURIComponent(pathname)).replace(/^([/\\])+/, '');
    const candidate = join(root, relative);
    if (candidate !== root && !candidate.startsWith(root + sep)) return undefined;
    try {
      const info = await stat(candidate);
      return info.isFile() ? candidate : undefined;
    } catch {
      return undefined;
    }
  };

  const serveStatic = async (request: IncomingMessage, response: ServerResponse, pathname: string) => {
    let file = await resolveFile(pathname);
    const isAsset = pathname.startsWith('/assets/');
    if (!file) {
      // Unknown addresses with a file extension are missing files, not pages.
      if (isAsset || extname(pathname) !== '') {
        response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
        return;
      }
      file = join(root, fallbackPageFor(pathname));
    }
    const extension = extname(file);
    const headers: Record<string, string> = {
      'Content-Type': contentTypes[extension] ?? 'application/octet-stream',
      // Hashed build assets never change; everything else is checked on every visit.
      'Cache-Control': isAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
      'X-Content-Type-Options': 'nosniff',
    };
    if (request.method === 'HEAD') {
      response.writeHead(200, headers).end();
      return;
    }
    if (!compressible.has(extension)) {
      response.writeHead(200, headers);
      createReadStream(file).pipe(response);
      return;
    }
    const body = await compressedFile(file);
    const accepted = String(request.headers['accept-encoding'] ?? '');
    headers.Vary = 'Accept-Encoding';
    if (/\bbr\b/.test(accepted)) {
      response.writeHead(200, { ...headers, 'Content-Encoding': 'br' }).end(body.br);
    } else if (/\bgzip\b/.test(accepted)) {
      response.writeHead(200, { ...headers, 'Content-Encoding': 'gzip' }).end(body.gzip);
    } else {
      response.writeHead(200, headers).end(body.raw);
    }
  };
  return Object.assign(serveStatic, { warmedUp });
}
