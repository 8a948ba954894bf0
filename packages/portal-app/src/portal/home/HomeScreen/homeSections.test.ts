import { describe, expect, expectTypeOf, it } from 'vitest';
import type { SectionLoader } from './DeferredSectionBody';
import { homeSections, visibleHomeSections, type DeferredSection, type FirstScreenSection } from './homeSections';
import { sectionShapes, type SectionShape } from './sectionShapes';

const allOn = homeSections.map(({ code }) => ({ code, value: 'Y' }));
const withValue = (code: string, value: string) => allOn.map((param) => (param.code === code ? { code, value } : param));

describe('which home sections the sub-site switches on', () => {
  it('shows every section, in page order, when every switch is on', () => {
    expect(visibleHomeSections(allOn)).toEqual([
      'banners',
      'notices',
      'courses',
      'topics',
      'classes',
      'lives',
      'columns',
      'ranking',
      'famousTeachers',
      'books',
      'educationBases',
    ]);
  });

  it('hides a section whose parameter is N', () => {
    expect(visibleHomeSections(withValue('LIVE_SHOW', 'N'))).not.toContain('lives');
    expect(visibleHomeSections(withValue('NOTICE_SHOW', 'N'))).not.toContain('notices');
  });

  it('hides a section whose parameter is empty or blank', () => {
    expect(visibleHomeSections(withValue('BANNER_SHOW', ''))).not.toContain('banners');
    expect(visibleHomeSections(withValue('BOOK_SHOW', '  '))).not.toContain('books');
  });

  it('counts any other value as on, not only Y', () => {
    expect(visibleHomeSections(withValue('RANKING_SHOW', '1'))).toContain('ranking');
  });

  it('hides a section whose parameter the sub-site does not send', () => {
    const withoutTeachers = allOn.filter((param) => param.code !== 'FAMOUS_TEACHER_SHOW');
    expect(visibleHomeSections(withoutTeachers)).not.toContain('famousTeachers');
    expect(visibleHomeSections([])).toEqual([]);
  });

  it('ignores parameters that switch no section, such as the theme', () => {
    expect(visibleHomeSections([{ code: 'THEME', value: 'blue' }, { code: 'COURSE_RECOMMEND_SHOW', value: 'Y' }])).toEqual(['courses']);
  });
});

describe('the home sections, one entry each', () => {
  const ids = homeSections.map(({ id }) => id);

  it('has exactly one entry per section, with its own switch', () => {
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(homeSections.map(({ code }) => code)).size).toBe(ids.length);
  });

  it('shows the sections in the order of their entries, the first screen first', () => {
    expect(visibleHomeSections(allOn)).toEqual(ids);
    const firstScreen = homeSections.filter((section) => !('load' in section)).map(({ id }) => id);
    expect(ids.slice(0, firstScreen.length)).toEqual(firstScreen);
  });

  it('hands each section below the first screen its own shape, for the placeholder it draws while its data arrives', () => {
    const below = homeSections.flatMap((section) => ('load' in section ? [section] : []));
    expect(Object.keys(sectionShapes)).toEqual(below.map(({ id }) => id));
    for (const section of below) expect(sectionShapes[section.id]).toBe(section.shape);
  });

  // Type checks, held by the type checker (tsc); at run time they do nothing.
  it('takes no entry that lacks what its place on the page needs', () => {
    type Basics = { id: string; code: string; title: string };
    expectTypeOf<Basics & { load: SectionLoader; shape: SectionShape }>().toExtend<DeferredSection>();
    expectTypeOf<Basics & { load: SectionLoader }>().not.toExtend<DeferredSection>();
    expectTypeOf<Basics & { failedHeight: number }>().toExtend<FirstScreenSection>();
    expectTypeOf<Basics>().not.toExtend<FirstScreenSection>();
    expectTypeOf<Basics & { failedHeight: number; load: SectionLoader; shape: SectionShape }>().not.toExtend<FirstScreenSection | DeferredSection>();
  });
});
