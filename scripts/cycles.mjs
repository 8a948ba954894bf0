#!/usr/bin/env node
/**
 * Fails on any cycle of modules in the workspace's packages (docs/architecture.md#boundaries).
 *
 * A cycle means some module of it runs before another it needs has finished: values read at
 * the top level are then undefined, in an order that changes with the entry point. Only the
 * imports that load a module count: `import type` is erased, and `import()` loads later, once
 * every static import has run.
 *
 * Usage: node scripts/cycles.mjs [folder…]  (the packages' sources by default)
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const sourceFile = /\.(ts|tsx|mts|mjs)$/;
const skippedFolders = new Set(['node_modules', 'dist', 'storybook-static', 'test-results']);

/** Every source file under the folders, declarations left out. */
function sourcesUnder(folder) {
  const found = [];
  for (const entry of readdirSync(folder)) {
    if (skippedFolders.has(entry) || entry.startsWith('.')) continue;
    const path = join(folder, entry);
    if (statSync(path).isDirectory()) found.push(...sourcesUnder(path));
    else if (sourceFile.test(entry) && !entry.endsWith('.d.ts')) found.push(path);
  }
  return found;
}

const { options } = ts.convertCompilerOptionsFromJson(JSON.parse(readFileSync(join(root, 'tsconfig.base.json'), 'utf8')).compilerOptions, root);

/** The modules a file loads when it runs: static imports and re-exports that are not type-only. */
function loadedSpecifiers(file) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const specifiers = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      if (statement.importClause?.isTypeOnly) continue;
      specifiers.push(statement.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier) {
      if (statement.isTypeOnly) continue;
      specifiers.push(statement.moduleSpecifier.text);
    }
  }
  return specifiers;
}

/** The workspace file a specifier resolves to, or nothing for a library. */
function resolved(specifier, from) {
  const { resolvedModule } = ts.resolveModuleName(specifier, from, options, ts.sys);
  const target = resolvedModule?.resolvedFileName;
  // A workspace package resolves through its link in node_modules to its own sources, which count.
  if (!target || target.includes('/node_modules/')) return undefined;
  return resolve(target);
}

/** The strongly connected components of more than one module, or of one that imports itself (Tarjan). */
export function cyclesOf(graph) {
  let next = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  const visit = (start) => {
    // Iterative, so that a deep chain of imports cannot overflow the call stack.
    const work = [[start, 0]];
    index.set(start, next);
    low.set(start, next);
    next += 1;
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work.at(-1);
      const [node, position] = frame;
      const targets = graph.get(node) ?? [];
      if (position < targets.length) {
        frame[1] += 1;
        const target = targets[position];
        if (!index.has(target)) {
          index.set(target, next);
          low.set(target, next);
          next += 1;
          stack.push(target);
          onStack.add(target);
          work.push([target, 0]);
        } else if (onStack.has(target)) {
          low.set(node, Math.min(low.get(node), index.get(target)));
        }
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work.at(-1)[0];
        low.set(parent, Math.min(low.get(parent), low.get(node)));
      }
      if (low.get(node) === index.get(node)) {
        const component = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          component.push(member);
        } while (member !== node);
        if (component.length > 1 || targets.includes(node)) cycles.push(component.reverse());
      }
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

/** One loop through the component, to show how the modules reach each other. */
function loopThrough(component, graph) {
  const members = new Set(component);
  const start = component[0];
  const previous = new Map([[start, undefined]]);
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift();
    for (const target of graph.get(node) ?? []) {
      if (target === start) {
        const path = [node];
        for (let step = previous.get(node); step !== undefined; step = previous.get(step)) path.unshift(step);
        return [...path, start];
      }
      if (members.has(target) && !previous.has(target)) {
        previous.set(target, node);
        queue.push(target);
      }
    }
  }
  return component;
}

function main() {
  const folders = process.argv.slice(2);
  const roots = folders.length > 0 ? folders.map((folder) => resolve(folder)) : readdirSync(join(root, 'packages')).map((name) => join(root, 'packages', name));
  const files = roots.flatMap((folder) => sourcesUnder(folder));
  const graph = new Map(files.map((file) => [resolve(file), []]));
  for (const file of files) {
    const targets = new Set();
    for (const specifier of loadedSpecifiers(file)) {
      const target = resolved(specifier, file);
      if (target && graph.has(target)) targets.add(target);
    }
    graph.set(resolve(file), [...targets]);
  }
  const cycles = cyclesOf(graph);
  const shown = (file) => relative(root, file);
  if (cycles.length === 0) {
    console.log(`✔ No import cycles among ${graph.size} modules.`);
    return;
  }
  for (const component of cycles) {
    console.error(`✖ Import cycle of ${component.length} module(s):\n    ${loopThrough(component, graph).map(shown).join('\n  → ')}`);
  }
  console.error(`\n${cycles.length} import cycle(s). Break each: move what both sides need into a module of its own, or import it where it is used.`);
  process.exitCode = 1;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
