import { describe, expect, it } from 'vitest';
import { homeSectionSwitches, visibleHomeSections } from './homeSections';

const allOn = homeSectionSwitches.map(({ code }) => ({ code, value: 'Y' }));
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
