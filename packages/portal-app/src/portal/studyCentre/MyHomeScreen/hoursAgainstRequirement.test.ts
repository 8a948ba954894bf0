import { describe, expect, it } from 'vitest';
import { hoursAgainstRequirement, percentMet } from './hoursAgainstRequirement';

const summary = {
  tbtpHourSum: 18.9,
  ANALYSIS_HOURS_NUM: 50,
  compulsoryHour: 12.1,
  compulsoryCourseHour: 30,
  optionalHour: 6.8,
  optionalCourseHour: 20,
};

describe('hoursAgainstRequirement', () => {
  it('shows the total with its compulsory part under the default rule', () => {
    expect(hoursAgainstRequirement(summary, 'totalAndCompulsory')).toEqual([
      { label: '总学时', earned: 18.9, required: 50 },
      { label: '必修', earned: 12.1, required: 30 },
    ]);
  });

  it('shows compulsory and elective hours under the tenant rule that counts them apart', () => {
    expect(hoursAgainstRequirement(summary, 'compulsoryAndElective')).toEqual([
      { label: '必修', earned: 12.1, required: 30 },
      { label: '选修', earned: 6.8, required: 20 },
    ]);
  });

  it('gives no percentage without a requirement, and never more than all of it', () => {
    expect(percentMet({ label: '总学时', earned: 3, required: undefined })).toBeUndefined();
    expect(percentMet({ label: '总学时', earned: 3, required: 0 })).toBeUndefined();
    expect(percentMet({ label: '总学时', earned: 60, required: 50 })).toBe(100);
    expect(percentMet({ label: '必修', earned: 15, required: 30 })).toBe(50);
  });
});
