// The docs name files of the repository in code spans (`src/portal/shared/address.ts`); a move
// or a rename must take the docs along. Every such path must name a file or folder that exists,
// read from the repository's root or from one of the folders the docs write paths from. The
// decision records are left out: an ADR tells what was true when it was taken, and so are the
// files a run writes (bench/results.json), which .gitignore names.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Where a path in the docs may be written from: the root, a package, its sources, the fake backend. */
const bases = [
  '',
  ...readdirSync(join(root, 'packages')).map((name) => `packages/${name}`),
  ...readdirSync(join(root, 'packages')).map((name) => `packages/${name}/src`),
  'packages/portal-app/src/portal',
  'packages/portal-app/src/admin',
  'packages/api/src/mocks',
];

function markdownFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'adr' ? [] : markdownFiles(path);
    return entry.name.endsWith('.md') ? [path] : [];
  });
}

const documents = [...markdownFiles(join(root, 'docs')), join(root, 'README.md'), join(root, 'CONTRIBUTING.md'), ...readdirSync(join(root, 'packages')).map((name) => join(root, 'packages', name, 'README.md'))].filter((file) =>
  existsSync(file),
);

/**
 * A code span that reads as a path of ours: folders and a file with one of our extensions, no
 * address (`/…`), no placeholder (`<area>`, `…`, `*`) and no package import (`@…`).
 */
const codePath = /`((?:[\w.-]+\/)+[\w.-]+\.(?:ts|tsx|mjs|js|json|md|yml))`/g;

/** What a run writes and git ignores: a doc may name it before any run has made it. */
const outputs = readFileSync(join(root, '.gitignore'), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line !== '' && !line.startsWith('#') && !line.includes('*'));
const isOutput = (path: string) => outputs.some((output) => (output.endsWith('/') ? `${path}/`.includes(output) : path === output || path.endsWith(`/${output}`)));

describe('the code paths the docs name', () => {
  it('name files that exist', () => {
    const missing = documents.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(codePath)]
        .map((match) => match[1]!)
        .filter((path) => !path.startsWith('.') && !isOutput(path) && !bases.some((base) => existsSync(join(root, base, path))))
        .map((path) => `${relative(root, file)}: ${path}`),
    );
    expect(missing).toEqual([]);
  });
});
