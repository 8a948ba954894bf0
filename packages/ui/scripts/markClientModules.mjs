import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** What makes a built module client code for React Server Components: state, effects, context. */
export const clientOnly = /\b(useState|useEffect|useLayoutEffect|useContext|useRef|useSyncExternalStore|createContext)\b/;

/**
 * Starts every built module that uses React on the client with "use client", so a Next.js App
 * Router page can import the kit; modules without (formats, tokens, the URL policy) stay usable
 * from server code. The source map gains an empty first line to match.
 */
export function markClientModules(dist) {
  for (const file of readdirSync(dist, { recursive: true })) {
    const name = String(file);
    if (!name.endsWith('.js')) continue;
    const path = join(dist, name);
    const source = readFileSync(path, 'utf8');
    if (!clientOnly.test(source) || source.startsWith('"use client";')) continue;
    writeFileSync(path, `"use client";\n${source}`);
    try {
      const map = JSON.parse(readFileSync(`${path}.map`, 'utf8'));
      map.mappings = `;${map.mappings}`;
      writeFileSync(`${path}.map`, JSON.stringify(map));
    } catch {
      // A module without a map has nothing to shift.
    }
  }
}
