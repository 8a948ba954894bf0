import { describe, expect, it } from 'vitest';
import { statementLines, statementVerdict, yearParam } from './statement';

const summary = { tbtpHourSum: 51, ANALYSIS_HOURS_NUM: 50, compulsoryHour: 30.5, compulsoryCourseHour: 30, optionalHour: 20.5, optionalCourseHour: 20 };

describe('the yearly statement', () => {
  it('counts total and compulsory hours by default, compulsory and elective for 001.001.065', () => {
    expect(statementLines(summary, 'totalAndCompulsory').map((line) => [line.label, line.earned, line.required, line.met])).toEqual([
      ['总学时', 51, 50, true],
      ['必修学时', 30.5, 30, true],
    ]);
    expect(statementLines(summary, 'compulsoryAndElective').map((line) => line.label)).toEqual(['必修学时', '选修学时']);
  });

  it('says whether the year’s requirement is met', () => {
    expect(statementVerdict(statementLines(summary, 'totalAndCompulsory'))).toBe('met');
    expect(statementVerdict(statementLines({ ...summary, compulsoryHour: 29 }, 'totalAndCompulsory'))).toBe('short');
    // The elective shortfall counts only under the rule that counts electives.
    expect(statementVerdict(statementLines({ ...summary, optionalHour: 19 }, 'totalAndCompulsory'))).toBe('met');
    expect(statementVerdict(statementLines({ ...summary, optionalHour: 19 }, 'compulsoryAndElective'))).toBe('short');
  });

  it('gives no verdict where the organisation set no requirement', () => {
    const none = { tbtpHourSum: 12, ANALYSIS_HOURS_NUM: undefined, compulsoryHour: 8, compulsoryCourseHour: undefined, optionalHour: 4, optionalCourseHour: undefined };
    const lines = statementLines(none, 'totalAndCompulsory');
    expect(lines.every((line) => line.met === undefined)).toBe(true);
    expect(statementVerdict(lines)).toBe('noRequirement');
  });

  it('reads the year from the address only when it is a plausible year', () => {
    expect(yearParam('2025')).toBe(2025);
    expect(yearParam(null)).toBeUndefined();
    expect(yearParam('25')).toBeUndefined();
    expect(yearParam('3000')).toBeUndefined();
    expect(yearParam('2025abc')).toBeUndefined();
  });
});
