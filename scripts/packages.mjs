// The packages we publish to npm, and where their packed tarballs go for the checks that
// install them (scripts/pack-check.mjs, scripts/example-check.mjs, scripts/release.mjs).
import { join } from 'node:path';
import { root } from './pnpm.mjs';

/** Folders under packages/ whose package is published (portal-app and demo-server are private). */
export const publishedPackages = ['ui', 'api', 'ukey'];

export const packsDir = join(root, '.packs');
