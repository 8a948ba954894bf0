import type { HttpHandler } from 'msw';
import { userExamPaths } from '../../../contract/personal/userExam';
import type { MockDb } from '../../core/mockDb';
import { ok, refuse } from '../../envelope';
import { availabilityOf, findPaper, papersOf, standingOf, totalScoreOf } from './examState';
import { learnerPost, pageA, textParam } from './learner';
import { myTbtpsOf } from './studyCentre';

const statusText = { upcoming: '未开始', open: '进行中', closed: '已结束' } as const;

/** Class exams are the `class` papers; a class's assessment (测评) is its class exam. */
const classPapers = (db: MockDb) => papersOf(db).filter((paper) => paper.kind === 'class');

export const userExamHandlers = (db: MockDb): HttpHandler[] => [
  learnerPost(db, userExamPaths.userExams, ({ username, body }) => {
    const tbtpId = textParam(body.tbtpId);
    const mine = new Set(myTbtpsOf(db, username).map((item) => item.tbtpId));
    const items = classPapers(db)
      .filter((paper) => paper.tbtpId && mine.has(paper.tbtpId) && (!tbtpId || paper.tbtpId === tbtpId))
      .sort((a, b) => String(b.startTime).localeCompare(String(a.startTime)))
      .map((paper) => {
        const standing = standingOf(db, username, paper);
        return {
          examId: paper.examId,
          examName: paper.name,
          tbtpId: paper.tbtpId ?? null,
          tbtpName: paper.tbtpName ?? null,
          startTime: paper.startTime ?? null,
          endTime: paper.endTime ?? null,
          timeLimitSeconds: paper.timeLimitSeconds,
          totalScore: totalScoreOf(paper),
          passMark: paper.passMark,
          maxAttempts: paper.maxAttempts,
          attemptsUsed: standing.attemptsUsed,
          bestScore: standing.bestScore,
          passed: standing.passed,
          status: statusText[availabilityOf(db, paper)],
        };
      });
    return ok(pageA(items, body));
  }),

  learnerPost(db, userExamPaths.assessmentExamId, ({ body }) => {
    const tbtpId = textParam(body.tbtpId);
    if (!tbtpId) return refuse('请选择专题班');
    return ok({ examId: classPapers(db).find((paper) => paper.tbtpId === tbtpId)?.examId ?? null });
  }),

  learnerPost(db, userExamPaths.assessmentResult, ({ username, body }) => {
    const paper = findPaper(db, textParam(body.examId));
    if (!paper) return refuse('考试不存在');
    const { best } = standingOf(db, username, paper);
    return ok({
      examId: paper.examId,
      examName: paper.name,
      taken: Boolean(best),
      score: best?.result?.score ?? null,
      totalScore: totalScoreOf(paper),
      passMark: paper.passMark,
      passed: best?.result?.passed ?? false,
      submittedAt: best?.result?.submittedAt ?? null,
      recordId: best?.recordId ?? null,
    });
  }),
];
