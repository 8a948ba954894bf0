import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';

const sourceRoot = fileURLToPath(new URL('.', import.meta.url));

/** A folder the package index re-exports, and the names it re-exports (all, for `export *`). */
interface KitFolder {
  folder: string;
  names: 'all' | readonly string[];
}

function kitFolders(): KitFolder[] {
  const index = ts.createSourceFile('index.ts', readFileSync(join(sourceRoot, 'index.ts'), 'utf8'), ts.ScriptTarget.Latest, true);
  return index.statements.flatMap((statement): KitFolder[] => {
    if (!ts.isExportDeclaration(statement) || !statement.moduleSpecifier || !ts.isStringLiteral(statement.moduleSpecifier)) return [];
    const folder = statement.moduleSpecifier.text.replace(/^\.\//, '');
    const clause = statement.exportClause;
    if (!clause) return [{ folder, names: 'all' }];
    if (!ts.isNamedExports(clause)) return [];
    return [{ folder, names: clause.elements.filter((element) => !element.isTypeOnly).map((element) => element.name.text) }];
  });
}

const reactElementTypes = new Set([Symbol.for('react.forward_ref'), Symbol.for('react.memo')]);

/**
 * Whether an exported value is something a page renders as `<Name />`: a function component,
 * or what `forwardRef`, `memo` and styled-components return. A context object is left out: it
 * carries values rather than showing anything, and its provider has its own story.
 */
function isComponent(value: unknown): boolean {
  if (typeof value === 'function') return true;
  return typeof value === 'object' && value !== null && reactElementTypes.has((value as { $$typeof?: symbol }).$$typeof as symbol);
}

/**
 * PascalCase value exports that are not components, each with the reason. Empty today: a new
 * PascalCase export that renders nothing (a context, a class of errors) goes here, so the
 * decision is made by a person, not by the shape of the value.
 */
const notComponents: Readonly<Record<string, string>> = {};

interface KitComponent {
  name: string;
  folder: string;
  value: unknown;
}

async function exportedValues(): Promise<{ components: KitComponent[]; otherPascalCase: string[] }> {
  const components: KitComponent[] = [];
  const otherPascalCase: string[] = [];
  for (const { folder, names } of kitFolders()) {
    const module = (await import(/* @vite-ignore */ join(sourceRoot, folder, 'index.ts'))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) {
      if (names !== 'all' && !names.includes(name)) continue;
      if (!/^[A-Z]/.test(name) || name in notComponents) continue;
      if (isComponent(value)) components.push({ name, folder, value });
      else otherPascalCase.push(`${folder}: ${name}`);
    }
  }
  return { components, otherPascalCase };
}

function filesOf(folder: string, pattern: RegExp): string[] {
  return readdirSync(join(sourceRoot, folder))
    .filter((file) => pattern.test(file))
    .map((file) => join(sourceRoot, folder, file));
}

/** Whether a story file beside the component shows it: as the meta's component or rendered in a story. */
function hasStory(component: KitComponent): boolean {
  const stories = filesOf(component.folder, /\.stories\.tsx$/).map((file) => readFileSync(file, 'utf8'));
  const asMeta = new RegExp(`\\bcomponent:\\s*${component.name}\\b`);
  const rendered = new RegExp(`<${component.name}[\\s/>]`);
  return stories.some((text) => asMeta.test(text) || rendered.test(text));
}

/** Whether the component's own declaration carries a `@deprecated` JSDoc tag. */
function isDeprecated(component: KitComponent): boolean {
  for (const file of filesOf(component.folder, /^(?!.*\.(test|stories)\.tsx?$).*\.tsx?$/)) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    for (const statement of source.statements) {
      const declarations = ts.isVariableStatement(statement) ? statement.declarationList.declarations : ts.isFunctionDeclaration(statement) ? [statement] : [];
      const declares = declarations.some((declaration) => declaration.name && ts.isIdentifier(declaration.name) && declaration.name.text === component.name);
      if (declares) return Boolean(ts.getJSDocDeprecatedTag(statement));
    }
  }
  return false;
}

describe("the kit's stories", () => {
  let components: KitComponent[] = [];
  let otherPascalCase: string[] = [];

  beforeAll(async () => {
    ({ components, otherPascalCase } = await exportedValues());
  });

  it('finds the components the package exports, plain and styled', () => {
    const names = components.map((component) => component.name);
    expect(names).toEqual(expect.arrayContaining(['Button', 'ThemeProvider', 'VisuallyHidden', 'ToastProvider', 'SkeletonGroup']));
  });

  it('takes every other PascalCase export for a component unless it is listed with its reason', () => {
    expect(otherPascalCase).toEqual([]);
  });

  it('has a story file beside every exported component that renders it', () => {
    const covered = new Set(components.filter(hasStory));
    // A deprecated alias is the same component under its old name: its successor's stories show it.
    const missing = components.filter(
      (component) =>
        !covered.has(component) &&
        !(isDeprecated(component) && components.some((other) => other !== component && other.value === component.value && covered.has(other) && !isDeprecated(other))),
    );
    expect(missing.map(({ folder, name }) => `${folder}/${name}`)).toEqual([]);
  });
});
