// The code snippets of the published packages' READMEs and of the guides a consumer reads,
// written out as files so that `pnpm example-check` type-checks them against the packed
// packages, with the example's strict settings. A snippet that leans on something the reader
// brings (their `children`, their own search handler) says so in an HTML comment on the line
// before its fence, which the README does not show:
//
//   <!-- snippet-context: declare const children: React.ReactNode; -->
//
// `import { App } from './App'` stands for the reader's own application: a stub answers it.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { root } from './pnpm.mjs';

/** The documents whose snippets a consumer copies. */
export const snippetSources = ['packages/ui/README.md', 'packages/api/README.md', 'packages/ukey/README.md', 'docs/theming.md', 'docs/releasing.md'];

const fence = /^```(ts|tsx)\s*$/;
const context = /^<!--\s*snippet-context:\s*([\s\S]*?)\s*-->$/;

/** Each ts/tsx fenced block of a Markdown text, with the context declared just before it. */
export function extractSnippets(markdown) {
  const lines = markdown.split('\n');
  const snippets = [];
  for (let index = 0; index < lines.length; index += 1) {
    const opening = fence.exec(lines[index]);
    if (!opening) continue;
    const end = lines.indexOf('```', index + 1);
    if (end < 0) throw new Error(`unclosed code block at line ${index + 1}`);
    const before = context.exec(lines[index - 1] ?? '');
    snippets.push({ line: index + 1, extension: opening[1], context: before ? before[1] : '', code: lines.slice(index + 1, end).join('\n') });
    index = end;
  }
  return snippets;
}

/** Writes every snippet into `dir`/snippets, one module each; returns how many per document. */
export function writeSnippets(dir) {
  const out = join(dir, 'snippets');
  mkdirSync(out, { recursive: true });
  const counts = {};
  for (const source of snippetSources) {
    const snippets = extractSnippets(readFileSync(join(root, source), 'utf8'));
    counts[source] = snippets.length;
    const stem = source.replace(/\.md$/, '').replaceAll('/', '-');
    for (const snippet of snippets) {
      const file = join(out, `${stem}-line${snippet.line}.${snippet.extension}`);
      // `export {}` makes each snippet a module of its own, so two may declare the same name.
      const header = `// ${source}, line ${snippet.line}\n${snippet.context ? `${snippet.context}\n` : ''}`;
      writeFileSync(file, `${header}${snippet.code}\nexport {};\n`);
    }
  }
  writeFileSync(join(out, 'App.tsx'), 'export function App() {\n  return null;\n}\n');
  writeFileSync(
    join(dir, 'tsconfig.snippets.json'),
    `${JSON.stringify({ extends: './tsconfig.json', compilerOptions: { types: ['vite/client', 'node'] }, include: [relative(dir, out)] }, null, 2)}\n`,
  );
  return counts;
}
