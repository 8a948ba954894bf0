import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ThemeProvider, type TenantAppearance } from '../ThemeProvider/ThemeProvider';
import { baseTokens, elderTokens, resolveTheme, type TokenName } from './tokens';

/**
 * docs/theming.md documents every `--sp-*` variable of the kit in one table. This test keeps
 * that table true: every variable the kit's sources define or read is in it, nothing else is,
 * the red, blue and elder values are the tokens', and the "tenant" column says which
 * TenantAppearance field sets the variable at run time.
 */

const kitSources = join(import.meta.dirname, '..');
const guide = readFileSync(join(kitSources, '..', '..', '..', 'docs', 'theming.md'), 'utf8');
const variablePattern = /--sp-[a-z0-9]+(?:-[a-z0-9]+)*/g;

/** Variables named in the code of the kit's shipped sources: strings and templates, not comments. */
function variablesInSources(): Set<string> {
  const found = new Set<string>();
  const files = readdirSync(kitSources, { recursive: true, encoding: 'utf8' }).filter(
    (file) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file),
  );
  for (const file of files) {
    const source = ts.createSourceFile(file, readFileSync(join(kitSources, file), 'utf8'), ts.ScriptTarget.Latest, false);
    const visit = (node: ts.Node): void => {
      if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node) || ts.isJsxText(node)) {
        for (const [name] of node.text.matchAll(variablePattern)) found.add(name);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

interface GuideRow {
  name: string;
  red: string;
  blue: string;
  elder: string;
  tenant: string;
}

/** Splits a table row at the pipes that are not inside a code span. */
function cells(line: string): string[] {
  const parts: string[] = [];
  let current = '';
  let inCode = false;
  for (const character of line.trim().replace(/^\||\|$/g, '')) {
    if (character === '`') inCode = !inCode;
    if (character === '|' && !inCode) {
      parts.push(current.trim());
      current = '';
    } else current += character;
  }
  parts.push(current.trim());
  return parts;
}

/** The reference table: the rows whose first cell is a variable in a code span. */
function guideRows(): GuideRow[] {
  return guide
    .split('\n')
    .filter((line) => /^\|\s*`--sp-/.test(line))
    .map((line) => {
      const [name = '', , red = '', blue = '', elder = '', tenant = ''] = cells(line);
      return { name: name.replace(/`/g, ''), red, blue, elder, tenant };
    });
}

/** A cell's value: the text of its single code span, or '' for an empty cell. */
const valueOf = (cell: string): string => (cell === '' ? '' : (/^`([^`]*)`$/.exec(cell)?.[1] ?? `not a code span: ${cell}`));

/** The `--sp-*` variables the provider sets inline for each tenant field, rendered on the server. */
function variablesSetBy(field: keyof TenantAppearance, value: string): string[] {
  const markup = renderToStaticMarkup(createElement(ThemeProvider, { tenant: { [field]: value } }));
  const style = /<div data-sp-root=""[^>]*\sstyle="([^"]*)"/.exec(markup)?.[1] ?? '';
  return [...style.matchAll(/(--sp-[a-z0-9-]+):/g)].map(([, name = '']) => name);
}

// Required, so that a new TenantAppearance field fails to compile here until it is documented.
const everyTenantField: Required<TenantAppearance> = {
  focusColor: '#006d3b',
  headerBackground: '/banner.png',
  logo: '/logo.png',
};

describe('the theming guide (docs/theming.md)', () => {
  const rows = guideRows();
  const documented = rows.map((row) => row.name);
  const tokenNames = Object.keys(baseTokens) as TokenName[];

  it('lists each variable once', () => {
    expect(rows.length).toBeGreaterThan(0);
    expect(documented.filter((name, index) => documented.indexOf(name) !== index)).toEqual([]);
  });

  it('lists every variable the kit defines or reads, and no other', () => {
    const inKit = new Set([...tokenNames.map((name) => `--sp-${name}`), ...variablesInSources()]);
    expect([...inKit].filter((name) => !documented.includes(name))).toEqual([]);
    expect(documented.filter((name) => !inKit.has(name))).toEqual([]);
  });

  it('names no variable anywhere that is not in its table', () => {
    const mentioned = new Set(guide.match(variablePattern));
    expect([...mentioned].filter((name) => !documented.includes(name))).toEqual([]);
  });

  it('gives each token its red, blue and elder values', () => {
    const red = resolveTheme('red');
    const blue = resolveTheme('blue');
    const byName = new Map(rows.map((row) => [row.name, row]));
    for (const token of tokenNames) {
      const row = byName.get(`--sp-${token}`);
      if (!row) continue; // reported by the test above
      expect({ token, red: valueOf(row.red) }).toEqual({ token, red: red[token] });
      // An empty cell: the same as red, or not changed by the elder-friendly mode.
      expect({ token, blue: valueOf(row.blue) }).toEqual({ token, blue: blue[token] === red[token] ? '' : blue[token] });
      expect({ token, elder: valueOf(row.elder) }).toEqual({ token, elder: elderTokens[token] ?? '' });
    }
  });

  it('says which variables a tenant sets at run time, and from which field', () => {
    const setBy = new Map<string, string>();
    for (const [field, value] of Object.entries(everyTenantField)) {
      for (const name of variablesSetBy(field as keyof TenantAppearance, value)) setBy.set(name, field);
    }
    expect(setBy.size).toBeGreaterThan(0);
    for (const row of rows) {
      const field = setBy.get(row.name);
      expect({ variable: row.name, tenant: row.tenant }).toEqual({ variable: row.name, tenant: field ? `yes: \`${field}\`` : 'no' });
    }
  });

  it('describes every TenantAppearance field', () => {
    for (const field of Object.keys(everyTenantField)) expect(guide).toContain(`\`${field}\``);
  });
});
