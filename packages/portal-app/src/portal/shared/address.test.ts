// Every query string of a portal page is written by pageAddress, called from the areas' address
// modules, so a route and the links to it cannot drift apart and every id is encoded the same
// way. The scan below keeps it that way: a link built by hand elsewhere fails here.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { pageAddress } from './address';

const src = fileURLToPath(new URL('..', import.meta.url));

/** The helper, the areas' address modules, and the legacy search address (a hash route). */
const mayBuild = (file: string) => file === 'app/address.ts' || file === 'app/searchAddress.ts' || /(^|\/)addresses\.ts$/.test(file);

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** What a hand-built page query looks like: `?id=${…}`, `?${new URLSearchParams…}`, `'?id=' + …`, `'?' + …`. */
const handBuilt = [/[?&][A-Za-z]*(?:id|Id)=\$\{/, /\?\$\{\s*new URLSearchParams/, /['"`][^'"`\s]*\?[A-Za-z]*(?:id|Id)=['"`]\s*\+/, /['"`]\?['"`]\s*\+/];

export const buildsPageQuery = (text: string): boolean => handBuilt.some((pattern) => pattern.test(text));

describe('pageAddress', () => {
  it('encodes every value with URLSearchParams', () => {
    expect(pageAddress('/coursedetail', { id: 'c01' })).toBe('/coursedetail?id=c01');
    expect(pageAddress('/classNotice', { id: 'a&b=c', noticeId: 'n 1' })).toBe('/classNotice?id=a%26b%3Dc&noticeId=n+1');
    expect(pageAddress('/search', { k: '乡村振兴', t: 'kc' })).toBe('/search?k=%E4%B9%A1%E6%9D%91%E6%8C%AF%E5%85%B4&t=kc');
    expect(pageAddress('/personalYearStuday', { year: 2026 })).toBe('/personalYearStuday?year=2026');
  });

  it('drops empty values, and the question mark when nothing is left', () => {
    expect(pageAddress('/projectStartExam', { id: undefined, examId: 'e1', recordId: null, courseId: '' })).toBe('/projectStartExam?examId=e1');
    expect(pageAddress('/messageCenter', { id: undefined })).toBe('/messageCenter');
    expect(pageAddress('/liveIndex')).toBe('/liveIndex');
    expect(pageAddress('/personalYearStuday', { year: 0 })).toBe('/personalYearStuday?year=0');
  });

  it('does not throw on an id cut in the middle of a character', () => {
    expect(() => pageAddress('/specialReDetails', { id: 'col1\uD83D' })).not.toThrow();
    expect(new URL(pageAddress('/specialReDetails', { id: 'col1\uD83D' }), 'http://portal').searchParams.get('id')).toBe('col1\uFFFD');
  });
});

describe('page queries outside the address modules', () => {
  it('are recognised in their usual forms', () => {
    expect(buildsPageQuery('href={`/projectDetail?id=${encodeURIComponent(id)}`}')).toBe(true);
    expect(buildsPageQuery('`${path}?examId=${examId}&recordId=${recordId}`')).toBe(true);
    expect(buildsPageQuery('`${path}?${new URLSearchParams({ id }).toString()}`')).toBe(true);
    expect(buildsPageQuery("'/coursedetail?id=' + course.id")).toBe(true);
    expect(buildsPageQuery("path + '?' + query")).toBe(true);
    expect(buildsPageQuery('const next = new URLSearchParams(params);')).toBe(false);
    expect(buildsPageQuery('<Link to={courseAddress(course)}>')).toBe(false);
  });

  it('are written nowhere else in the portal app', () => {
    const found = sourceFiles(src)
      .map((file) => relative(src, file).split('\\').join('/'))
      .filter((file) => !mayBuild(file))
      .flatMap((file) =>
        readFileSync(join(src, file), 'utf8')
          .split('\n')
          .flatMap((line, index) => (buildsPageQuery(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
      );
    expect(found, 'build the address with a builder of the area\'s addresses.ts (app/address.ts pageAddress)').toEqual([]);
  });
});
