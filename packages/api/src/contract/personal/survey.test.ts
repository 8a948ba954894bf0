import { describe, expect, it } from 'vitest';
import { mockClock } from '../../mocks/core/clock';
import { useContractBackend } from '../../testing/contractServer';
import { fetchSurvey, fetchSurveyResults, fetchSurveys, submitSurvey, surveyMessages } from './survey';

describe('survey contract', () => {
  const backend = useContractBackend();

  it('lists questionnaires and evaluations, open ones first, with what I have submitted', async () => {
    backend.signInAs('learner');
    const surveys = await fetchSurveys(backend.clients.pc);
    expect(surveys.length).toBe(4);
    expect(surveys.at(-1)).toMatchObject({ surveyId: 'survey-005', availability: 'closed', submitted: true });
    expect(surveys.find((survey) => survey.surveyId === 'survey-001')).toMatchObject({ availability: 'open', submitted: false });
    expect((await fetchSurveys(backend.clients.pc, { kind: 'evaluation', tbtpId: 'tbtp-001' })).map((survey) => survey.surveyId)).toEqual(['survey-002']);
  });

  it('gives a questionnaire with single, multiple and text questions', async () => {
    backend.signInAs('learner');
    const survey = await fetchSurvey(backend.clients.pc, { surveyId: 'survey-001' });
    expect(survey.questions.map((question) => question.type)).toEqual(['single', 'multiple', 'single', 'single', 'text']);
    expect(survey.questions.filter((question) => question.required)).toHaveLength(3);
    expect(survey.myAnswers).toBeNull();
  });

  it('gives the hostile questionnaire as stored in the hostile scenario', async () => {
    backend.db.reset({ scenario: 'hostile' });
    backend.signInAs('learner');
    expect((await fetchSurveys(backend.clients.pc)).map((survey) => survey.surveyId)).toContain('survey-003-hostile');
    const hostile = await fetchSurvey(backend.clients.pc, { surveyId: 'survey-003-hostile' });
    expect(hostile.title).toContain('<script>');
    expect(hostile.questions[0]?.options?.[1]?.text).toContain('onerror=alert(1)');
  });

  it('enforces required questions, takes a complete submission once, and counts it in the results', async () => {
    backend.signInAs('learner');
    const before = await fetchSurveyResults(backend.clients.pc, { surveyId: 'survey-002' });
    await expect(submitSurvey(backend.clients.pc, { surveyId: 'survey-002', answers: { 'sq-002-1': ['A'] } })).rejects.toMatchObject({
      kind: 'business',
      serverMessage: surveyMessages.requiredMissing,
    });
    await expect(submitSurvey(backend.clients.pc, { surveyId: 'survey-002', answers: { 'sq-002-1': ['A', 'B'], 'sq-002-2': ['A'], 'sq-002-3': ['A'] } })).rejects.toMatchObject({
      serverMessage: '第1题只能选择一项',
    });

    const answers = { 'sq-002-1': ['A'], 'sq-002-2': ['B'], 'sq-002-3': ['A', 'C'], 'sq-002-4': '希望增加互动研讨环节。' };
    const result = await submitSurvey(backend.clients.pc, { surveyId: 'survey-002', answers });
    expect(result).toEqual({ submitted: true, submittedAt: '2026-03-16 09:30:00' });
    await expect(submitSurvey(backend.clients.pc, { surveyId: 'survey-002', answers })).rejects.toMatchObject({ serverMessage: surveyMessages.alreadySubmitted });

    const mine = await fetchSurvey(backend.clients.pc, { surveyId: 'survey-002' });
    expect(mine).toMatchObject({ submitted: true, myAnswers: answers });
    const after = await fetchSurveyResults(backend.clients.pc, { surveyId: 'survey-002' });
    expect(after.respondentCount).toBe(before.respondentCount + 1);
    expect(after.submitted).toBe(true);
    const count = (evaluation: typeof before, key: string) => evaluation.questions[0]?.options.find((option) => option.key === key)?.count;
    expect(count(after, 'A')).toBe((count(before, 'A') ?? 0) + 1);
    expect(after.questions[3]?.textAnswers).toContain('希望增加互动研讨环节。');
    expect(after.questions[0]?.options.reduce((sum, option) => sum + option.count, 0)).toBe(after.respondentCount);
  });

  it('refuses a second submission of a survey answered before the demo, and a closed survey', async () => {
    backend.signInAs('learner');
    await expect(submitSurvey(backend.clients.pc, { surveyId: 'survey-004', answers: { 'sq-004-1': ['A'], 'sq-004-2': ['A'] } })).rejects.toMatchObject({
      serverMessage: '您已提交过该问卷',
    });
    backend.signInAs('admin');
    mockClock(backend.db).now = '2026-05-01T09:00:00+08:00';
    await expect(submitSurvey(backend.clients.pc, { surveyId: 'survey-001', answers: {} })).rejects.toMatchObject({ serverMessage: '问卷已结束' });
  });

  it('answers 401 without a session', async () => {
    await expect(fetchSurveys(backend.clients.pc)).rejects.toMatchObject({ status: 401 });
  });
});
