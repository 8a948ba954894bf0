import { describe, expect, it } from 'vitest';
import { classPeriod, hoursText } from './ClassFacts';

describe('class facts', () => {
  it('give the period as dates, with one end alone when the other is unknown', () => {
    expect(classPeriod('2026-03-01', '2026-06-30 23:59:59')).toBe('2026-03-01 至 2026-06-30');
    expect(classPeriod('2026-03-01', null)).toBe('2026-03-01');
    expect(classPeriod(undefined, '2026-06-30')).toBe('2026-06-30');
    expect(classPeriod('not a date', '')).toBe('');
  });

  it('split the required hours into compulsory and elective when the class says so', () => {
    expect(hoursText({ requiredHours: 20, compulsoryHours: 12, electiveHours: 8 })).toBe('20 学时（必修 12，选修 8）');
    expect(hoursText({ requiredHours: 5, compulsoryHours: 0, electiveHours: 0 })).toBe('5 学时');
  });
});
