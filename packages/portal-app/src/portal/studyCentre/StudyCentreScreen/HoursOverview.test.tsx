import { describe, expect, it } from 'vitest';
import { hoursFigures } from './HoursOverview';

const summary = { year: 2026, tbtpHourSum: 31.5, ANALYSIS_HOURS_NUM: 50, compulsoryHour: 20, compulsoryCourseHour: 30, optionalHour: 11.5, optionalCourseHour: 20 };

describe('the study centre hours by tenant rule', () => {
  it('shows total and compulsory hours against their requirements by default', () => {
    expect(hoursFigures(summary, 'totalAndCompulsory')).toEqual([
      { label: '总学时', earned: 31.5, required: 50 },
      { label: '必修学时', earned: 20, required: 30 },
    ]);
  });

  it('shows compulsory and elective hours for tenant 001.001.065', () => {
    expect(hoursFigures(summary, 'compulsoryAndElective')).toEqual([
      { label: '必修学时', earned: 20, required: 30 },
      { label: '选修学时', earned: 11.5, required: 20 },
    ]);
  });
});
