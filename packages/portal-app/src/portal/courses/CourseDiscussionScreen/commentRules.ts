import { cleanText, courseCommentMaxLength, isBlankText, textLength } from '@study-portal/api';

/** Characters as a reader counts them: an emoji or a rare character is one, not two. */
export const commentLength = textLength;

/** The form's message for a comment the server would refuse; undefined when it may be sent. */
export function commentError(text: string): string | undefined {
  if (isBlankText(text)) return '请输入讨论内容';
  if (commentLength(cleanText(text)) > courseCommentMaxLength) return `讨论内容不能超过${courseCommentMaxLength}字`;
  return undefined;
}
