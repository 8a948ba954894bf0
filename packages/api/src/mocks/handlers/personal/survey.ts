import type { HttpHandler } from 'msw';
import type { SurveyAnswers } from '../../../contract/personal/survey';
import { surveyPaths } from '../../../contract/personal/survey';
import type { MockDb } from '../../core/mockDb';
import { scenarioRecords } from '../../core/scenario';
import { ok, refuse } from '../../envelope';
import { demoSurveys, demoSurveySubmissions, hostileSurveys, type SurveyFixture } from '../../fixtures/personal/surveys';
import { displayAt, nowMs, parseDisplay } from '../../core/clock';
import { learnerPost, textParam } from './learner';

interface SurveySubmission {
  username: string;
  surveyId: string;
  answers: SurveyAnswers;
  submittedAt: string;
  /** Fixture submissions are already in the fixture's tally. */
  inFixtureTally: boolean;
}

const surveysOf = (db: MockDb): SurveyFixture[] => scenarioRecords(db, demoSurveys, hostileSurveys);

const surveyState = (db: MockDb) =>
  db.state('personal-surveys', () => ({
    submissions: Object.entries(demoSurveySubmissions).flatMap(([username, bySurvey]) =>
      Object.entries(bySurvey).map(([surveyId, { answers, submittedAt }]): SurveySubmission => ({ username, surveyId, answers: structuredClone(answers), submittedAt, inFixtureTally: true })),
    ),
  }));

const submissionOf = (db: MockDb, username: string, surveyId: string) =>
  surveyState(db).submissions.find((item) => item.username === username && item.surveyId === surveyId);

function availabilityOf(db: MockDb, survey: SurveyFixture) {
  const now = nowMs(db);
  if (now < parseDisplay(survey.startTime)) return 'upcoming' as const;
  if (now > parseDisplay(survey.endTime)) return 'closed' as const;
  return 'open' as const;
}

function summaryOf(db: MockDb, username: string, survey: SurveyFixture) {
  return {
    surveyId: survey.surveyId,
    title: survey.title,
    kind: survey.kind,
    tbtpId: survey.tbtpId ?? null,
    tbtpName: survey.tbtpName ?? null,
    startTime: survey.startTime,
    endTime: survey.endTime,
    questionCount: survey.questions.length,
    submitted: Boolean(submissionOf(db, username, survey.surveyId)),
    availability: availabilityOf(db, survey),
  };
}

/** Checks and normalises answers: a refusal message, or the answers to keep. */
function readAnswers(survey: SurveyFixture, given: unknown): { problem: string } | { answers: SurveyAnswers } {
  if (typeof given !== 'object' || given === null || Array.isArray(given)) return { problem: '请完成必答题' };
  const raw = given as Record<string, unknown>;
  if (Object.keys(raw).some((id) => !survey.questions.some((question) => question.id === id))) return { problem: '问卷题目不存在' };
  const answers: SurveyAnswers = {};
  let missingRequired = false;
  for (const [index, question] of survey.questions.entries()) {
    const value = raw[question.id];
    if (question.type === 'text') {
      if (value !== undefined && typeof value !== 'string') return { problem: '答案格式不正确' };
      const text = (value ?? '').trim();
      if (question.maxLength && text.length > question.maxLength) return { problem: `第${index + 1}题回答不能超过${question.maxLength}字` };
      if (text) answers[question.id] = text;
      else if (question.required) missingRequired = true;
      continue;
    }
    if (value !== undefined && (!Array.isArray(value) || value.some((key) => typeof key !== 'string'))) return { problem: '答案格式不正确' };
    const keys = [...new Set((value ?? []) as string[])];
    if (keys.some((key) => !question.options?.some((option) => option.key === key))) return { problem: '选项无效' };
    if (question.type === 'single' && keys.length > 1) return { problem: `第${index + 1}题只能选择一项` };
    if (keys.length > 0) answers[question.id] = keys.sort();
    else if (question.required) missingRequired = true;
  }
  return missingRequired ? { problem: '请完成必答题' } : { answers };
}

export const surveyHandlers = (db: MockDb): HttpHandler[] => [
  learnerPost(db, surveyPaths.list, ({ username, body }) => {
    const kind = textParam(body.kind);
    const tbtpId = textParam(body.tbtpId);
    const order = { open: 0, upcoming: 1, closed: 2 } as const;
    const items = surveysOf(db)
      .filter((survey) => (!kind || survey.kind === kind) && (!tbtpId || survey.tbtpId === tbtpId))
      .map((survey) => summaryOf(db, username, survey))
      .sort((a, b) => order[a.availability] - order[b.availability] || b.endTime.localeCompare(a.endTime));
    return ok(items);
  }),

  learnerPost(db, surveyPaths.get, ({ username, body }) => {
    const survey = surveysOf(db).find((item) => item.surveyId === textParam(body.surveyId));
    if (!survey) return refuse('问卷不存在');
    const submission = submissionOf(db, username, survey.surveyId);
    return ok({
      ...summaryOf(db, username, survey),
      description: survey.description,
      questions: survey.questions,
      myAnswers: submission?.answers ?? null,
      submittedAt: submission?.submittedAt ?? null,
    });
  }),

  learnerPost(db, surveyPaths.submit, ({ username, body }) => {
    const survey = surveysOf(db).find((item) => item.surveyId === textParam(body.surveyId));
    if (!survey) return refuse('问卷不存在');
    if (submissionOf(db, username, survey.surveyId)) return refuse('您已提交过该问卷');
    const availability = availabilityOf(db, survey);
    if (availability === 'upcoming') return refuse('问卷尚未开始');
    if (availability === 'closed') return refuse('问卷已结束');
    const read = readAnswers(survey, body.answers);
    if ('problem' in read) return refuse(read.problem);
    const submittedAt = displayAt(nowMs(db));
    surveyState(db).submissions.push({ username, surveyId: survey.surveyId, answers: read.answers, submittedAt, inFixtureTally: false });
    return ok({ submitted: true, submittedAt });
  }),

  learnerPost(db, surveyPaths.evaluation, ({ username, body }) => {
    const survey = surveysOf(db).find((item) => item.surveyId === textParam(body.surveyId));
    if (!survey) return refuse('问卷不存在');
    const added = surveyState(db).submissions.filter((item) => item.surveyId === survey.surveyId && !item.inFixtureTally);
    const respondentCount = survey.tally.respondentCount + added.length;
    const questions = survey.questions.map((question) => {
      if (question.type === 'text') {
        const texts = [...(survey.tally.texts[question.id] ?? []), ...added.flatMap((item) => (typeof item.answers[question.id] === 'string' ? [item.answers[question.id] as string] : []))];
        return { id: question.id, type: question.type, title: question.title, options: [], textAnswers: texts };
      }
      const options = (question.options ?? []).map((option) => {
        const count =
          (survey.tally.counts[question.id]?.[option.key] ?? 0) +
          added.filter((item) => Array.isArray(item.answers[question.id]) && (item.answers[question.id] as string[]).includes(option.key)).length;
        return { ...option, count, percent: respondentCount === 0 ? 0 : Math.round((count / respondentCount) * 1000) / 10 };
      });
      return { id: question.id, type: question.type, title: question.title, options, textAnswers: [] };
    });
    return ok({
      surveyId: survey.surveyId,
      title: survey.title,
      kind: survey.kind,
      tbtpName: survey.tbtpName ?? null,
      respondentCount,
      submitted: Boolean(submissionOf(db, username, survey.surveyId)),
      questions,
    });
  }),
];
