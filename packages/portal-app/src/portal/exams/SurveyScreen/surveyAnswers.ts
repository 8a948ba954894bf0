import { cleanText, isBlankText, type SurveyAnswers, type SurveyQuestion } from '@study-portal/api';

/** Whether a question has an answer: a chosen option, or text that shows something. */
export function isAnswered(value: SurveyAnswers[string] | undefined): boolean {
  if (value === undefined) return false;
  return typeof value === 'string' ? !isBlankText(value) : value.length > 0;
}

/** The required questions left unanswered, by position (0-based). */
export function missingRequired(questions: readonly SurveyQuestion[], answers: SurveyAnswers): number[] {
  return questions.flatMap((question, index) => (question.required && !isAnswered(answers[question.id]) ? [index] : []));
}

/** The answers as the server takes them: trimmed text, nothing for unanswered questions. */
export function answersToSend(questions: readonly SurveyQuestion[], answers: SurveyAnswers): SurveyAnswers {
  const sent: SurveyAnswers = {};
  for (const question of questions) {
    const value = answers[question.id];
    if (!isAnswered(value)) continue;
    sent[question.id] = typeof value === 'string' ? cleanText(value) : (value as string[]);
  }
  return sent;
}
