// One English word per concept (docs/glossary.md#the-rule): the names the glossary retires
// (docs/glossary.md#retired-code-names) must not come back as the name of a file, a folder or an
// exported declaration in our packages. The published packages' deprecated aliases
// (packages/api/src/retiredNames.ts, a declaration marked @deprecated) keep old names on purpose
// for one release.
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The retired names: the list of the glossary's "Retired code names" section. */
export function retiredNames(glossary: string): string[] {
  const section = glossary.slice(glossary.indexOf('## Retired code names'));
  return [...section.matchAll(/^- `(\w+)`$/gm)].map((match) => match[1]!);
}

const skipped = new Set(['node_modules', 'dist']);
function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return skipped.has(entry.name) ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) && entry.name !== 'retiredNames.ts' ? [path] : [];
  });
}

describe('the names the glossary retires', () => {
  const retired = retiredNames(readFileSync(join(root, 'docs/glossary.md'), 'utf8'));
  const files = readdirSync(join(root, 'packages')).flatMap((name) => sourceFiles(join(root, 'packages', name, 'src')));

  it('are read from the glossary', () => {
    expect(retired).toContain('ContentShareScreen');
    expect(retired).toContain('SolidifyExamScreen');
  });

  it('name no file, folder or exported declaration of ours', () => {
    const found = files.flatMap((file) => {
      const path = relative(root, file);
      const text = readFileSync(file, 'utf8');
      const exported = [...text.matchAll(/^export (?:const|function|class|interface|type|enum) (\w+)/gm)]
        // A deprecated alias carries its tag on the line before.
        .filter((match) => !/@deprecated[^\n]*\*\/\s*$/.test(text.slice(Math.max(0, match.index - 200), match.index)))
        .map((match) => match[1]!);
      const segments = path.split('/').map((segment) => basename(segment).replace(/\.(stories|test)?\.?tsx?$/, ''));
      return retired.filter((name) => exported.includes(name) || segments.includes(name)).map((name) => `${path}: ${name}`);
    });
    expect(found).toEqual([]);
  });
});
