import { describe, expect, it } from 'vitest';
import { demoExamPapers } from '../../mocks/fixtures/personal/examPapers';
import { useContractBackend } from '../../testing/contractServer';
import { startExam, submitExam } from './exam';
import { fetchAssessmentExamId, fetchAssessmentResult, fetchUserExams } from './userExam';

describe('user exam contract', () => {
  const backend = useContractBackend();

  it("lists my classes' exams with their window and my standing", async () => {
    backend.signInAs('learner');
    const page = await fetchUserExams(backend.clients.pc, { page: 1, pageSize: 10 });
    expect(page.items.map((exam) => exam.examId)).toEqual(['exam-class-001', 'exam-class-002']);
    // Each belongs to a class of the catalogue the learner is enrolled in.
    expect(page.items.map((exam) => exam.tbtpId)).toEqual(['tbtp-04', 'tbtp-05']);
    expect(page.items[0]).toMatchObject({ status: '进行中', attemptsUsed: 0, bestScore: null, timeLimitSeconds: 3600, maxAttempts: 3 });
    expect(page.items[1]).toMatchObject({ status: '已结束', bestScore: 80, passed: true });
    const one = await fetchUserExams(backend.clients.pc, { page: 1, pageSize: 10, tbtpId: 'tbtp-05' });
    expect(one.items.map((exam) => exam.examId)).toEqual(['exam-class-002']);
  });

  it("finds a class's assessment and its result, which a submission updates", async () => {
    backend.signInAs('learner');
    expect(await fetchAssessmentExamId(backend.clients.pc, { tbtpId: 'tbtp-04' })).toBe('exam-class-001');
    expect(await fetchAssessmentExamId(backend.clients.pc, { tbtpId: 'tbtp-08' })).toBeNull();

    expect(await fetchAssessmentResult(backend.clients.pc, { examId: 'exam-class-001' })).toMatchObject({ taken: false, score: null, passMark: 60 });
    const paper = demoExamPapers.find((item) => item.examId === 'exam-class-001');
    const answers = Object.fromEntries((paper?.questions ?? []).map((question) => [question.id, question.answer]));
    const { recordId } = await startExam(backend.clients.pc, { examId: 'exam-class-001' });
    await submitExam(backend.clients.pc, { recordId, answers });

    expect(await fetchAssessmentResult(backend.clients.pc, { examId: 'exam-class-001' })).toMatchObject({ taken: true, score: 100, passed: true, recordId });
    const [exam] = (await fetchUserExams(backend.clients.pc, { page: 1, pageSize: 10 })).items;
    expect(exam).toMatchObject({ attemptsUsed: 1, bestScore: 100 });
  });

  it('refuses an unknown exam and answers 401 without a session', async () => {
    backend.signInAs('learner');
    await expect(fetchAssessmentResult(backend.clients.pc, { examId: 'exam-none' })).rejects.toMatchObject({ kind: 'business', serverMessage: '考试不存在' });
    backend.signOut();
    await expect(fetchUserExams(backend.clients.pc, { page: 1, pageSize: 10 })).rejects.toMatchObject({ status: 401 });
  });
});
