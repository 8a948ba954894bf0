import { readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const portalDir = fileURLToPath(new URL('.', import.meta.url));
const platformDoc = fileURLToPath(new URL('../../../../docs/product/platform.md', import.meta.url));

// A page size is a constant named for it (`pageSize`, `noticePageSize`, `planSize`, the home
// page's `homeCardCount`) or a literal `pageSize: n` in a read.
const sizePattern = /\b(?:\w*[pP]ageSize|planSize|homeCardCount)\s*[:=]\s*(\d+)/g;

/** Every source file's page sizes, in the order they appear. */
function sizesInCode(): Map<string, string> {
  const sizes = new Map<string, string>();
  for (const file of readdirSync(portalDir, { recursive: true, encoding: 'utf8' })) {
    if (!/\.tsx?$/.test(file) || /\.(test|stories)\.tsx?$/.test(file)) continue;
    const found = [...readFileSync(join(portalDir, file), 'utf8').matchAll(sizePattern)].map((match) => match[1]);
    if (found.length > 0) sizes.set(file.split(sep).join('/'), found.join(', '));
  }
  return sizes;
}

/** The rows of docs/product/platform.md#page-sizes: file → what it asks for. */
function sizesInDocs(): Map<string, string> {
  const section = readFileSync(platformDoc, 'utf8').split('### Page sizes')[1]?.split(/\n#{2,3} /)[0] ?? '';
  return new Map([...section.matchAll(/^\| `([^`]+)` \| ([\d, ]+) \|/gm)].map((row) => [row[1]!, row[2]!.trim()]));
}

describe('the page-size table in docs/product/platform.md', () => {
  it('lists every paged read of the portal with the size its code asks for', () => {
    const inCode = Object.fromEntries([...sizesInCode()].sort());
    const inDocs = Object.fromEntries([...sizesInDocs()].sort());
    expect(Object.keys(inCode).length).toBeGreaterThan(30);
    expect(inDocs).toEqual(inCode);
  });
});
