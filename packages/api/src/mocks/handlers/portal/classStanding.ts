import type { MockDb } from '../../core/mockDb';
import { sumHours } from '../../core/hours';
import type { MockTbtpClass } from '../../fixtures/portal/tbtp';
import { hourCreditsOf } from '../course/state';

/** Where a learner stands in a class: the hours of its courses the learner has finished. */
export interface ClassStanding {
  earnedHours: number;
  compulsoryEarned: number;
  electiveEarned: number;
  /** 0-100 of the class's required hours; 100 only when every hour is earned. */
  progress: number;
  completed: boolean;
}

/**
 * A class's courses are catalogue courses, so the class is studied by studying them: its
 * standing follows from the learner's credits, whenever each course was finished.
 */
export function classStandingOf(db: MockDb, item: MockTbtpClass, username: string): ClassStanding {
  const credits = hourCreditsOf(db, username);
  const earned = (courseIds: readonly string[]) => sumHours(credits.filter((credit) => courseIds.includes(credit.courseId)).map((credit) => credit.hours));
  const compulsoryEarned = earned(item.compulsoryCourseIds);
  const electiveEarned = earned(item.electiveCourseIds);
  const earnedHours = sumHours([compulsoryEarned, electiveEarned]);
  const completed = item.requiredHours > 0 && earnedHours >= item.requiredHours;
  const share = item.requiredHours > 0 ? (earnedHours / item.requiredHours) * 100 : 0;
  return { earnedHours, compulsoryEarned, electiveEarned, progress: completed ? 100 : Math.min(99, Math.floor(share)), completed };
}
