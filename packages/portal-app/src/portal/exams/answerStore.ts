import type { ExamAnswers } from '@study-portal/api';

/**
 * The answers of one attempt, kept in the tab's session storage as they are given. Local
 * storage would not do: the portal empties it whenever a page unloads (docs/product/platform.md#storage), which is
 * exactly when the answers must survive. Session storage outlives a reload of the tab.
 */
const keyOf = (examId: string, recordId: string) => `quiz-answers:${examId}:${recordId}`;

function sessionStore(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    // Some privacy modes refuse storage; the answers then live on the server only.
    return undefined;
  }
}

const isAnswers = (value: unknown): value is ExamAnswers =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((keys) => Array.isArray(keys) && keys.every((key) => typeof key === 'string'));

export function readStoredAnswers(examId: string, recordId: string, storage = sessionStore()): ExamAnswers | undefined {
  const text = storage?.getItem(keyOf(examId, recordId));
  if (!text) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    return isAnswers(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

export function storeAnswers(examId: string, recordId: string, answers: ExamAnswers, storage = sessionStore()): void {
  try {
    storage?.setItem(keyOf(examId, recordId), JSON.stringify(answers));
  } catch {
    // A full storage must not stop the learner answering; the server copy still counts.
  }
}

export function forgetAnswers(examId: string, recordId: string, storage = sessionStore()): void {
  storage?.removeItem(keyOf(examId, recordId));
}

const sameKeys = (a: readonly string[] | undefined, b: readonly string[] | undefined) =>
  [...(a ?? [])].sort().join() === [...(b ?? [])].sort().join();

/**
 * The answers to show after a reload: what this tab last had, over what the server saved,
 * and what the server still lacks (an empty array clears an answer the server has).
 */
export function restoreAnswers(saved: ExamAnswers, stored: ExamAnswers | undefined): { answers: ExamAnswers; unsaved: ExamAnswers } {
  if (!stored) return { answers: withoutEmpty(saved), unsaved: {} };
  const unsaved: ExamAnswers = {};
  for (const questionId of new Set([...Object.keys(saved), ...Object.keys(stored)])) {
    const mine = stored[questionId] ?? [];
    if (!sameKeys(mine, saved[questionId])) unsaved[questionId] = mine;
  }
  return { answers: withoutEmpty(stored), unsaved };
}

export function withoutEmpty(answers: ExamAnswers): ExamAnswers {
  return Object.fromEntries(Object.entries(answers).filter(([, keys]) => keys.length > 0));
}
