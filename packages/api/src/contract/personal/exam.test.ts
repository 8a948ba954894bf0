import { describe, expect, it } from 'vitest';
import { demoExamPapers } from '../../mocks/fixtures/personal/examPapers';
import { mockClock } from '../../mocks/core/clock';
import { useContractBackend } from '../../testing/contractServer';
import { fetchCourseDetail } from '../course/course';
import { examKinds, examSecondsLeft, fetchExamPaper, fetchExamReview, fetchExams, saveExamAnswers, startExam, submitExam, type ExamAnswers } from './exam';

const correctAnswers = (examId: string): ExamAnswers =>
  Object.fromEntries((demoExamPapers.find((paper) => paper.examId === examId)?.questions ?? []).map((question) => [question.id, question.answer]));

describe('exam contract', () => {
  const backend = useContractBackend();

  it('lists at least one paper of 5-15 questions for every kind', async () => {
    backend.signInAs('learner');
    for (const kind of examKinds) {
      const exams = await fetchExams(backend.clients.pc, { kind });
      expect(exams.length).toBeGreaterThan(0);
      for (const exam of exams) {
        expect(exam.kind).toBe(kind);
        expect(exam.questionCount).toBeGreaterThanOrEqual(5);
        expect(exam.questionCount).toBeLessThanOrEqual(15);
        expect(exam.passMark).toBeLessThanOrEqual(exam.totalScore);
      }
    }
    const classExams = await fetchExams(backend.clients.pc, { kind: 'class' });
    expect(classExams.find((exam) => exam.examId === 'exam-class-002')).toMatchObject({ availability: 'closed', attemptsUsed: 1, bestScore: 80, passed: true });
  });

  it('starts a timed record whose deadline is the server clock plus the limit, and a paper without answers', async () => {
    backend.signInAs('learner');
    const record = await startExam(backend.clients.pc, { examId: 'exam-mock-001' });
    expect(record).toMatchObject({ startedAt: '2026-03-16T09:30:00+08:00', timeLimitSeconds: 1200, deadline: '2026-03-16T09:50:00+08:00', answers: {}, resumed: false });

    const paper = await fetchExamPaper(backend.clients.pc, { recordId: record.recordId });
    expect(paper.questions).toHaveLength(10);
    expect(paper.questions.map((question) => question.type)).toEqual(expect.arrayContaining(['single', 'multiple', 'judge']));
    for (const question of paper.questions) {
      expect(question).not.toHaveProperty('answer');
      expect(question).not.toHaveProperty('explanation');
      expect(question.options.map((option) => option.key)).toEqual(['A', 'B', 'C', 'D', 'E'].slice(0, question.options.length));
    }
    expect(paper.questions.flatMap((question) => question.options).filter((option) => option.text.includes('<'))).toEqual([]);
    expect(examSecondsLeft(paper, 0, 0)).toBe(1200);
    expect(examSecondsLeft(paper, 0, 200_000)).toBe(1000);
  });

  it('serves the hostile option of the mock quiz as stored in the hostile scenario', async () => {
    backend.db.reset({ scenario: 'hostile' });
    backend.signInAs('learner');
    const record = await startExam(backend.clients.pc, { examId: 'exam-mock-001' });
    const paper = await fetchExamPaper(backend.clients.pc, { recordId: record.recordId });
    expect(paper.questions).toHaveLength(10);
    const hostile = paper.questions.find((question) => question.id === 'q-mock-007-hostile');
    expect(hostile?.options.find((option) => option.key === 'D')?.text).toBe('<script>alert(1)</script>直接格式化后自用');
  });

  it('merges saved answers, saves idempotently, and resumes the same record after a reload', async () => {
    backend.signInAs('learner');
    const { recordId } = await startExam(backend.clients.pc, { examId: 'exam-training-001' });
    await saveExamAnswers(backend.clients.pc, { recordId, answers: { 'q-training-001': ['B'], 'q-training-003': ['A', 'B'] } });
    const again = await saveExamAnswers(backend.clients.pc, { recordId, answers: { 'q-training-001': ['B'], 'q-training-003': ['A', 'B'] } });
    expect(again.answeredCount).toBe(2);
    const merged = await saveExamAnswers(backend.clients.pc, { recordId, answers: { 'q-training-003': ['D', 'C', 'B', 'A'], 'q-training-004': ['A'] } });
    expect(merged.answeredCount).toBe(3);
    const cleared = await saveExamAnswers(backend.clients.pc, { recordId, answers: { 'q-training-004': [] } });
    expect(cleared.answeredCount).toBe(2);

    const reloaded = await startExam(backend.clients.pc, { examId: 'exam-training-001' });
    expect(reloaded).toMatchObject({ recordId, resumed: true, answers: { 'q-training-001': ['B'], 'q-training-003': ['A', 'B', 'C', 'D'] } });
    expect((await fetchExams(backend.clients.pc, { kind: 'training' }))[0]?.unfinishedRecordId).toBe(recordId);
  });

  it('grades a submit, returns the same result for a second submit without counting it twice, and reviews it', async () => {
    backend.signInAs('learner');
    const { recordId } = await startExam(backend.clients.pc, { examId: 'exam-fun-001' });
    const answers = { ...correctAnswers('exam-fun-001'), 'q-fun-006': ['A'] };
    const result = await submitExam(backend.clients.pc, { recordId, answers });
    expect(result).toMatchObject({ score: 90, totalScore: 100, passMark: 60, passed: true, correctCount: 9, questionCount: 10, autoSubmitted: false });
    expect(await submitExam(backend.clients.pc, { recordId, answers: {} })).toEqual(result);

    const [fun] = await fetchExams(backend.clients.pc, { kind: 'fun' });
    expect(fun).toMatchObject({ attemptsUsed: 1, bestScore: 90, lastRecordId: recordId, unfinishedRecordId: null });

    const review = await fetchExamReview(backend.clients.pc, { recordId });
    expect(review.score).toBe(90);
    const wrong = review.questions.filter((question) => !question.correct);
    expect(wrong.map((question) => question.id)).toEqual(['q-fun-006']);
    expect(wrong[0]).toMatchObject({ yourAnswer: ['A'], correctAnswer: ['B'] });
    expect(review.questions.every((question) => question.explanation.length > 10)).toBe(true);

    await expect(saveExamAnswers(backend.clients.pc, { recordId, answers: { 'q-fun-001': ['A'] } })).rejects.toMatchObject({ serverMessage: '试卷已提交，不能再修改答案' });
  });

  it('accepts a submit within the 60 s grace after the deadline', async () => {
    backend.signInAs('learner');
    const { recordId } = await startExam(backend.clients.pc, { examId: 'exam-mock-001' });
    mockClock(backend.db).now = '2026-03-16T09:50:59+08:00';
    const result = await submitExam(backend.clients.pc, { recordId, answers: correctAnswers('exam-mock-001') });
    expect(result).toMatchObject({ score: 100, passed: true, autoSubmitted: false, submittedAt: '2026-03-16T09:50:59+08:00' });
  });

  it('closes a record after the grace with the saved answers, and refuses the late submit', async () => {
    backend.signInAs('learner');
    const { recordId } = await startExam(backend.clients.pc, { examId: 'exam-mock-001' });
    await saveExamAnswers(backend.clients.pc, { recordId, answers: { 'q-mock-001': ['C'], 'q-mock-002': ['C'] } });
    mockClock(backend.db).now = '2026-03-16T09:51:01+08:00';
    await expect(submitExam(backend.clients.pc, { recordId, answers: correctAnswers('exam-mock-001') })).rejects.toMatchObject({
      kind: 'business',
      serverMessage: '考试时间已到，系统已按最后保存的答案交卷',
    });
    const review = await fetchExamReview(backend.clients.pc, { recordId });
    expect(review).toMatchObject({ score: 20, passed: false, autoSubmitted: true, submittedAt: '2026-03-16T09:50:00+08:00' });
    // The next start is a new attempt, not the closed one.
    expect((await startExam(backend.clients.pc, { examId: 'exam-mock-001' })).recordId).not.toBe(recordId);
  });

  it('refuses answers that do not fit the paper, and a review before submission', async () => {
    backend.signInAs('learner');
    const { recordId } = await startExam(backend.clients.pc, { examId: 'exam-c15' });
    await expect(saveExamAnswers(backend.clients.pc, { recordId, answers: { 'q-inclass-001': ['A', 'B'] } })).rejects.toMatchObject({ serverMessage: '单选题和判断题只能选择一个答案' });
    await expect(saveExamAnswers(backend.clients.pc, { recordId, answers: { 'q-inclass-001': ['Z'] } })).rejects.toMatchObject({ serverMessage: '答案选项无效' });
    await expect(saveExamAnswers(backend.clients.pc, { recordId, answers: { 'q-other': ['A'] } })).rejects.toMatchObject({ serverMessage: '试题不存在' });
    await expect(fetchExamReview(backend.clients.pc, { recordId })).rejects.toMatchObject({ serverMessage: '交卷后才能查看答案解析' });
  });

  it('records the in-class test result on its course, a pass kept after a later failure', async () => {
    backend.signInAs('learner');
    const [inClass] = await fetchExams(backend.clients.pc, { kind: 'inClass' });
    const course = await fetchCourseDetail(backend.clients.pc, { id: String(inClass?.courseId) });
    expect(course).toMatchObject({ id: 'c15', assessementId: inClass?.examId, examStatus: '0' });

    const failed = await startExam(backend.clients.pc, { examId: 'exam-c15' });
    expect(await submitExam(backend.clients.pc, { recordId: failed.recordId, answers: {} })).toMatchObject({ passed: false });
    expect((await fetchCourseDetail(backend.clients.pc, { id: 'c15' })).examStatus).toBe('2');

    const passed = await startExam(backend.clients.pc, { examId: 'exam-c15' });
    expect(await submitExam(backend.clients.pc, { recordId: passed.recordId, answers: correctAnswers('exam-c15') })).toMatchObject({ passed: true });
    expect((await fetchCourseDetail(backend.clients.pc, { id: 'c15' })).examStatus).toBe('1');

    const again = await startExam(backend.clients.pc, { examId: 'exam-c15' });
    await submitExam(backend.clients.pc, { recordId: again.recordId, answers: {} });
    expect((await fetchCourseDetail(backend.clients.pc, { id: 'c15' })).examStatus).toBe('1');
  });

  it('keeps to the exam window and the number of attempts', async () => {
    backend.signInAs('learner');
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const { recordId } = await startExam(backend.clients.pc, { examId: 'exam-formal-001' });
      await submitExam(backend.clients.pc, { recordId, answers: {} });
    }
    await expect(startExam(backend.clients.pc, { examId: 'exam-formal-001' })).rejects.toMatchObject({ serverMessage: '已达到最多考试次数（2次）' });

    mockClock(backend.db).now = '2026-03-01T08:00:00+08:00';
    await expect(startExam(backend.clients.pc, { examId: 'exam-class-001' })).rejects.toMatchObject({ serverMessage: '考试尚未开始' });
    mockClock(backend.db).now = '2026-04-11T08:00:00+08:00';
    await expect(startExam(backend.clients.pc, { examId: 'exam-class-001' })).rejects.toMatchObject({ serverMessage: '考试已结束' });
    expect((await fetchExams(backend.clients.pc, { kind: 'class' })).every((exam) => exam.availability === 'closed')).toBe(true);
  });

  it('keeps records to their owner and answers 401 without a session', async () => {
    backend.signInAs('learner');
    const { recordId } = await startExam(backend.clients.pc, { examId: 'exam-fun-001' });
    backend.signInAs('admin');
    await expect(fetchExamPaper(backend.clients.pc, { recordId })).rejects.toMatchObject({ serverMessage: '考试记录不存在' });
    backend.signOut();
    await expect(fetchExams(backend.clients.pc, { kind: 'fun' })).rejects.toMatchObject({ status: 401 });
  });
});
