import { ApiError, postPaths } from '@study-portal/api';
import { describe, expect, it } from 'vitest';
import { checkReply, checkSuggestion, sendFailureText, submissionMessages } from './submission';

describe('a reply before it is sent', () => {
  it('needs some text, spaces alone do not count', () => {
    expect(checkReply('')).toBe('请输入回复内容');
    expect(checkReply('  \n ')).toBe('请输入回复内容');
    expect(checkReply('赞同')).toBeUndefined();
  });

  it('counts text made only of invisible characters as empty', () => {
    for (const invisible of ['\u200b\u200b\u200b', '\u200e\u200f', '\ufeff\u2060', '\u3000\u00a0']) {
      expect(checkReply(invisible)).toBe('请输入回复内容');
      expect(checkSuggestion({ title: invisible, content: invisible })).toEqual({ title: '请输入建议标题', content: '请输入建议内容' });
    }
  });

  it('counts an emoji as one character against the limit', () => {
    expect(checkReply('😀'.repeat(500))).toBeUndefined();
    expect(checkReply('😀'.repeat(501))).toBe('回复内容不能超过500个字');
  });

  it('keeps within the server limit of 500 characters', () => {
    expect(checkReply('字'.repeat(500))).toBeUndefined();
    expect(checkReply('字'.repeat(501))).toBe('回复内容不能超过500个字');
  });
});

describe('a suggestion before it is sent', () => {
  it('names each missing field', () => {
    expect(checkSuggestion({ title: ' ', content: '' })).toEqual({ title: '请输入建议标题', content: '请输入建议内容' });
    expect(checkSuggestion({ title: '倍速播放', content: '希望增加倍速播放' })).toEqual({});
  });

  it('keeps the title within 50 and the content within 1000 characters', () => {
    expect(checkSuggestion({ title: '题'.repeat(51), content: '文'.repeat(1001) })).toEqual({
      title: '建议标题不能超过50个字',
      content: '建议内容不能超过1000个字',
    });
  });
});

describe('a failed send', () => {
  it("passes on the server's refusal and says the text is kept", () => {
    const refused = new ApiError({ kind: 'business', path: postPaths.reply, serverMessage: '该研讨已结束，不能回复' });
    expect(sendFailureText(refused)).toBe('该研讨已结束，不能回复，已输入的内容已为您保留');
  });

  it('says so in general words when the server or the network failed', () => {
    expect(sendFailureText(new ApiError({ kind: 'http', path: postPaths.reply, status: 500 }))).toBe(submissionMessages.sendFailed);
    expect(sendFailureText(new Error('offline'))).toBe(submissionMessages.sendFailed);
  });
});
