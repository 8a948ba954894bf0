import { cleanText, isApiError, isBlankText, replyMaxLength, suggestionLimits, textLength, type NewSuggestion } from '@study-portal/api';

/** What the forms of the area say; the limits are the server's, from the contract. */
export const submissionMessages = {
  replyRequired: '请输入回复内容',
  replyTooLong: `回复内容不能超过${replyMaxLength}个字`,
  titleRequired: '请输入建议标题',
  titleTooLong: `建议标题不能超过${suggestionLimits.title}个字`,
  contentRequired: '请输入建议内容',
  contentTooLong: `建议内容不能超过${suggestionLimits.content}个字`,
  sendFailed: '提交失败，请稍后再试，已输入的内容已为您保留',
} as const;

/** The problem with a reply before it is sent, or undefined when it may go. */
export function checkReply(content: string): string | undefined {
  // Text that draws nothing (zero-width characters, direction marks) is no reply at all.
  if (isBlankText(content)) return submissionMessages.replyRequired;
  if (textLength(cleanText(content)) > replyMaxLength) return submissionMessages.replyTooLong;
  return undefined;
}

export type SuggestionProblems = Partial<Record<keyof NewSuggestion, string>>;

/** Each field's problem; an empty object when the suggestion may go. */
export function checkSuggestion({ title, content }: NewSuggestion): SuggestionProblems {
  const problems: SuggestionProblems = {};
  if (isBlankText(title)) problems.title = submissionMessages.titleRequired;
  else if (textLength(cleanText(title)) > suggestionLimits.title) problems.title = submissionMessages.titleTooLong;
  if (isBlankText(content)) problems.content = submissionMessages.contentRequired;
  else if (textLength(cleanText(content)) > suggestionLimits.content) problems.content = submissionMessages.contentTooLong;
  return problems;
}

/**
 * What a form says when sending failed: the server's own refusal when it gave one (the topic
 * has ended, a limit), else a general message. Either way the typed text stays in the form.
 */
export function sendFailureText(error: unknown): string {
  if (isApiError(error) && error.kind === 'business' && error.serverMessage) return `${error.serverMessage}，已输入的内容已为您保留`;
  return submissionMessages.sendFailed;
}

/** How many characters are left, for a field's help line. */
export const charactersLeft = (text: string, limit: number) => `已输入${textLength(cleanText(text))}/${limit}字`;
