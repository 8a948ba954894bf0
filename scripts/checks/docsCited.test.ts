// Code comments explain themselves by our own documents, never by texts a reader of the
// repository cannot open: every `docs/….md#anchor` a source file cites must exist, and no
// file may cite the outside specification ("spec 4.1") or the outside design notes.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { anchorsOf } from './markdownAnchors';

const root = fileURLToPath(new URL('../..', import.meta.url));
const codeRoots = ['packages', 'e2e', 'scripts', '.storybook', 'examples'];
const skipped = new Set(['node_modules', 'dist', 'dist-server', 'storybook-static', 'test-results', 'public', 'media']);

function codeFiles(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return skipped.has(entry.name) ? [] : codeFiles(path);
    return /\.(ts|tsx|mjs|js)$/.test(entry.name) ? [path] : [];
  });
}

const files = codeRoots.flatMap((folder) => codeFiles(join(root, folder))).filter((file) => !file.endsWith('docsCited.test.ts'));
// "spec 4.1", "the spec's paths", and the outside design notes by their upper-case names (our
// own docs/architecture.md is lower-case and allowed).
const outside = /\bspec \d+(\.\d+)*\b|\b(the|our) spec\b|\bspec['’]s\b|portal-spec/gi;
const outsideNotes = /\b(ARCHITECTURE|DOMAIN|TOOLCHAIN)\.md\b/g;
const citation = /docs\/[\w./-]+\.md(?:#[\w-]+)?/g;

describe('what the code cites', () => {
  it('cites no outside specification or design note', () => {
    const found = files.flatMap((file) =>
      [outside, outsideNotes].flatMap((pattern) => [...readFileSync(file, 'utf8').matchAll(pattern)].map((match) => `${relative(root, file)}: ${match[0]}`)),
    );
    expect(found).toEqual([]);
  });

  it('cites only documents and anchors that exist in docs/', () => {
    const anchors = new Map<string, Set<string>>();
    const broken: string[] = [];
    for (const file of files) {
      for (const [reference] of readFileSync(file, 'utf8').matchAll(citation)) {
        const [document, anchor] = reference.split('#') as [string, string | undefined];
        const path = join(root, document);
        if (!existsSync(path)) {
          broken.push(`${relative(root, file)}: ${reference} (no such document)`);
          continue;
        }
        if (!anchors.has(document)) anchors.set(document, anchorsOf(readFileSync(path, 'utf8')));
        if (anchor && !anchors.get(document)!.has(anchor)) broken.push(`${relative(root, file)}: ${reference} (no such anchor)`);
      }
    }
    expect(broken).toEqual([]);
  });
});
