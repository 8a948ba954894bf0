import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const sourceRoot = fileURLToPath(new URL('.', import.meta.url));

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const isExported = (node: ts.Node) =>
  ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword);

/** `File.tsx: FooProps.bar` for each property of an exported `*Props` type that has no JSDoc comment. */
function undocumentedProps(files: readonly string[]): string[] {
  const missing: string[] = [];
  for (const file of files) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    for (const statement of source.statements) {
      let members: ts.NodeArray<ts.TypeElement> | undefined;
      let name = '';
      if (ts.isInterfaceDeclaration(statement)) [members, name] = [statement.members, statement.name.text];
      else if (ts.isTypeAliasDeclaration(statement) && ts.isTypeLiteralNode(statement.type)) [members, name] = [statement.type.members, statement.name.text];
      if (!members || !isExported(statement) || !name.endsWith('Props')) continue;
      for (const member of members) {
        // The prop tables read a property's own JSDoc comment; a line comment does not reach them.
        const documented = ts.getJSDocCommentsAndTags(member).some((doc) => ts.isJSDoc(doc) && Boolean(ts.getTextOfJSDocComment(doc.comment)?.trim()));
        if (!documented) missing.push(`${relative(sourceRoot, file)}: ${name}.${member.name?.getText(source) ?? '(call or index signature)'}`);
      }
    }
  }
  return missing;
}

describe("the kit's props", () => {
  it("describes every property of every exported props type, for the docs pages' prop tables", () => {
    expect(undocumentedProps(sourceFiles(sourceRoot))).toEqual([]);
  });
});
