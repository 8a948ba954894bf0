import type { ApiClient } from '../../client/createApiClient';
import { idString, looseNumber, optionalText, readData, v } from '../schema';
import { useApiRead, useApiWrite } from '../swr';

/**
 * Questionnaires and class evaluations (routes /previewList, /preview, /evaluationPreview).
 * [A] The product names the routes but no calls; these paths and shapes are ours.
 */
export const surveyPaths = {
  list: 'api/survey/list',
  get: 'api/survey/get',
  submit: 'api/survey/submit',
  evaluation: 'api/survey/evaluation/get',
} as const;

/** [A] The refusals a screen may want to tell apart; the server sends them as its message. */
export const surveyMessages = {
  requiredMissing: '请完成必答题',
  alreadySubmitted: '您已提交过该问卷',
} as const;

/** `questionnaire`: a survey (问卷调查); `evaluation`: a class's training evaluation (培训评估). */
export const surveyKinds = ['questionnaire', 'evaluation'] as const;
export type SurveyKind = (typeof surveyKinds)[number];

/** A survey as its list shows it [A: every field]. */
export const SurveySummarySchema = v.looseObject({
  surveyId: idString,
  title: v.string(),
  kind: v.picklist(surveyKinds),
  tbtpId: optionalText,
  tbtpName: optionalText,
  startTime: optionalText,
  endTime: optionalText,
  questionCount: looseNumber,
  submitted: v.boolean(),
  /** Whether it can be answered now. */
  availability: v.picklist(['upcoming', 'open', 'closed']),
});
export type SurveySummary = v.InferOutput<typeof SurveySummarySchema>;

export interface SurveyListQuery {
  kind?: SurveyKind;
  tbtpId?: string;
}

/** POST api/survey/list: open ones first, then by end time. */
export async function fetchSurveys(client: ApiClient, query: SurveyListQuery = {}): Promise<SurveySummary[]> {
  const path = surveyPaths.list;
  return readData(await client.post(path, { kind: query.kind ?? '', tbtpId: query.tbtpId ?? '' }), v.array(SurveySummarySchema), path);
}

export const useSurveys = (query: SurveyListQuery = {}) => useApiRead([surveyPaths.list, query], ({ pc }) => fetchSurveys(pc, query));

/** A question: single or multiple choice over keyed options, or free text [A]. */
export const SurveyQuestionSchema = v.looseObject({
  id: idString,
  type: v.picklist(['single', 'multiple', 'text']),
  title: v.string(),
  required: v.boolean(),
  options: v.nullish(v.array(v.looseObject({ key: v.string(), text: v.string() })), []),
  /** Text questions: the longest answer accepted. */
  maxLength: v.nullish(looseNumber, null),
});
export type SurveyQuestion = v.InferOutput<typeof SurveyQuestionSchema>;

/** Answers by question id: option keys for choice questions, the text for text questions. */
export type SurveyAnswers = Record<string, string[] | string>;
const SurveyAnswersSchema = v.record(v.string(), v.union([v.array(v.string()), v.string()]));

export const SurveyDetailSchema = v.looseObject({
  ...SurveySummarySchema.entries,
  description: optionalText,
  questions: v.array(SurveyQuestionSchema),
  /** The learner's answers once submitted. */
  myAnswers: v.nullish(SurveyAnswersSchema, null),
  submittedAt: optionalText,
});
export type SurveyDetail = v.InferOutput<typeof SurveyDetailSchema>;

/** POST api/survey/get. */
export async function fetchSurvey(client: ApiClient, params: { surveyId: string }): Promise<SurveyDetail> {
  const path = surveyPaths.get;
  return readData(await client.post(path, params), SurveyDetailSchema, path);
}

export const useSurvey = (surveyId: string | null | undefined) =>
  useApiRead(surveyId ? [surveyPaths.get, { surveyId }] : null, ({ pc }) => fetchSurvey(pc, { surveyId: String(surveyId) }));

export const SurveySubmitResultSchema = v.looseObject({ submitted: v.boolean(), submittedAt: v.string() });
export type SurveySubmitResult = v.InferOutput<typeof SurveySubmitResultSchema>;

/**
 * POST api/survey/submit. Refused with `surveyMessages.requiredMissing` while a required
 * question is unanswered, and with `surveyMessages.alreadySubmitted` the second time.
 */
export async function submitSurvey(client: ApiClient, params: { surveyId: string; answers: SurveyAnswers }): Promise<SurveySubmitResult> {
  const path = surveyPaths.submit;
  return readData(await client.post(path, params), SurveySubmitResultSchema, path);
}

export const useSubmitSurvey = () =>
  useApiWrite((clients, params: { surveyId: string; answers: SurveyAnswers }) => submitSurvey(clients.pc, params), [
    surveyPaths.list,
    surveyPaths.get,
    surveyPaths.evaluation,
  ]);

/** A question's tally: choice counts with their share, and the text answers given [A]. */
export const SurveyTallySchema = v.looseObject({
  id: idString,
  type: v.picklist(['single', 'multiple', 'text']),
  title: v.string(),
  options: v.nullish(v.array(v.looseObject({ key: v.string(), text: v.string(), count: looseNumber, percent: looseNumber })), []),
  textAnswers: v.nullish(v.array(v.string()), []),
});
export type SurveyTally = v.InferOutput<typeof SurveyTallySchema>;

/** A survey's results so far, as /evaluationPreview shows them [A]. */
export const SurveyEvaluationSchema = v.looseObject({
  surveyId: idString,
  title: v.string(),
  kind: v.picklist(surveyKinds),
  tbtpName: optionalText,
  respondentCount: looseNumber,
  submitted: v.boolean(),
  questions: v.array(SurveyTallySchema),
});
export type SurveyEvaluation = v.InferOutput<typeof SurveyEvaluationSchema>;

/** POST api/survey/evaluation/get. */
export async function fetchSurveyResults(client: ApiClient, params: { surveyId: string }): Promise<SurveyEvaluation> {
  const path = surveyPaths.evaluation;
  return readData(await client.post(path, params), SurveyEvaluationSchema, path);
}

export const useSurveyResults = (surveyId: string | null | undefined) =>
  useApiRead(surveyId ? [surveyPaths.evaluation, { surveyId }] : null, ({ pc }) => fetchSurveyResults(pc, { surveyId: String(surveyId) }));
