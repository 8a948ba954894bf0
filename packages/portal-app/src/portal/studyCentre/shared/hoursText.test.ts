import { describe, expect, it } from 'vitest';
import { durationText, hoursText, monthsInOrder, monthsSummary } from './hoursText';

describe('the study centre’s hour texts', () => {
  it('prints hours with at most two decimals', () => {
    expect(hoursText(18.5)).toBe('18.5');
    expect(hoursText(0.1 + 0.2)).toBe('0.3');
    expect(hoursText(50)).toBe('50');
  });

  it('puts the months in order and fills the ones the server left out', () => {
    const months = monthsInOrder([
      { month: 3, hours: 5, compulsoryHour: 3, optionalHour: 2 },
      { month: 1, hours: 4, compulsoryHour: 4, optionalHour: 0 },
    ]);
    expect(months.map((month) => month.hours)).toEqual([4, 0, 5, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
  });

  it('sums up a year: total, split and the busiest month', () => {
    const months = [
      { month: 1, hours: 4.5, compulsoryHour: 3, optionalHour: 1.5 },
      { month: 2, hours: 3.5, compulsoryHour: 2, optionalHour: 1.5 },
      { month: 3, hours: 10.5, compulsoryHour: 7, optionalHour: 3.5 },
    ];
    expect(monthsSummary(2026, months)).toBe('2026年度累计 18.5 学时，其中必修 12、选修 6.5；3月最多，10.5 学时。');
    expect(monthsSummary(2027, [])).toBe('2027年度尚无学时记录。');
  });

  it('prints study time in hours and minutes', () => {
    expect(durationText(833)).toBe('13小时53分钟');
    expect(durationText(120)).toBe('2小时');
    expect(durationText(45)).toBe('45分钟');
  });
});
