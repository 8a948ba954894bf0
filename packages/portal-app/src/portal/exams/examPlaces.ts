import type { ExamKind } from '@study-portal/api';
import { examKindPaths } from './addresses';

/**
 * Where each quiz kind lives (docs/product/exams.md#exam-kinds). Every kind has a list (its rules, windows and
 * attempts, with the way in), a page that takes a paper (`?examId=`, then `&recordId=` once an
 * attempt is started, so a reload resumes it) and a review (`?recordId=`). Kinds whose legacy
 * routes have no review page of their own show the review on the taking page: opened on a
 * submitted attempt, that page shows the attempt's result and answers.
 */
export interface ExamKindPlace {
  /** The kind's name, as the pages and the lists say it. */
  label: string;
  listPath: string;
  takePath: string;
  reviewPath: string;
  /** What the kind is for and how it counts, above its list. */
  intro: string;
}

// The paths are the address module's, so the route table and these pages cannot drift apart.
const placeOf = (kind: ExamKind) => ({ listPath: examKindPaths[kind].list, takePath: examKindPaths[kind].take, reviewPath: examKindPaths[kind].review });

export const examPlaces: Record<ExamKind, ExamKindPlace> = {
  fun: { label: '趣味答题', ...placeOf('fun'), intro: '趣味答题不限时、不限次数，答完即可查看成绩和每道题的解析，成绩不计入考核。' },
  inClass: { label: '随堂测试', ...placeOf('inClass'), intro: '随堂测试跟随课程，学完课程后检验学习效果；可以多次作答，以最好成绩计，通过后课程显示测试已通过。' },
  training: { label: '培训考试', ...placeOf('training'), intro: '培训考试是年度在职培训的考核，限时作答、次数有限，以最好成绩计。' },
  mock: { label: '模拟测验', ...placeOf('mock'), intro: '模拟测验用于巩固练习，不限次数，成绩不计入考核；交卷后可查看解析。' },
  formal: { label: '正式测验', ...placeOf('formal'), intro: '正式测验只在开放时间内进行，限时作答、次数有限，成绩计入考核。' },
  class: { label: '专题班考试', ...placeOf('class'), intro: '专题班考试是所在专题班的结业考试或测评，在开放时间内限时作答，以最好成绩计。' },
};
