import type { TbtpSchedule } from '@study-portal/api';
import { describe, expect, it } from 'vitest';
import { hoursToGo, completionFigures } from './completionFigures';

const schedule: TbtpSchedule = {
  tbtpId: 'tbtp-04',
  requiredHours: 6,
  earnedHours: 5,
  compulsoryHours: 4,
  compulsoryEarned: 4,
  electiveHours: 2,
  electiveEarned: 1,
  progress: 80,
  completed: false,
  courses: [],
};

describe('a class schedule as figures', () => {
  it('shows the total as the server counts it, then each list with its own share', () => {
    expect(completionFigures(schedule)).toEqual([
      { label: '总学时', earned: 5, required: 6, percent: 80 },
      { label: '必修学时', earned: 4, required: 4, percent: 100 },
      { label: '选修学时', earned: 1, required: 2, percent: 50 },
    ]);
  });

  it('leaves out a list the class asks no hours of', () => {
    expect(completionFigures({ ...schedule, electiveHours: 0, electiveEarned: 0 }).map((figure) => figure.label)).toEqual(['总学时', '必修学时']);
  });

  it('counts the hours still to go, never below zero', () => {
    expect(hoursToGo(schedule)).toBe(1);
    expect(hoursToGo({ requiredHours: 6, earnedHours: 7.5 })).toBe(0);
    expect(hoursToGo({ requiredHours: 9, earnedHours: 2.25 })).toBe(6.8);
  });
});
