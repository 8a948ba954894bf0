// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { forgetAnswers, readStoredAnswers, restoreAnswers, storeAnswers } from './answerStore';

describe('answers kept in the tab', () => {
  it('keeps each attempt apart, in session storage (local storage is emptied on every unload)', () => {
    storeAnswers('exam-mock-001', 'rec-1', { q1: ['A'] });
    storeAnswers('exam-mock-001', 'rec-2', { q1: ['C'] });
    expect(readStoredAnswers('exam-mock-001', 'rec-1')).toEqual({ q1: ['A'] });
    expect(readStoredAnswers('exam-mock-001', 'rec-2')).toEqual({ q1: ['C'] });
    expect(window.localStorage).toHaveLength(0);
    forgetAnswers('exam-mock-001', 'rec-1');
    expect(readStoredAnswers('exam-mock-001', 'rec-1')).toBeUndefined();
    expect(readStoredAnswers('exam-mock-001', 'rec-2')).toEqual({ q1: ['C'] });
  });

  it('reads a damaged value as nothing stored', () => {
    window.sessionStorage.setItem('quiz-answers:e:r', '{broken');
    expect(readStoredAnswers('e', 'r')).toBeUndefined();
    window.sessionStorage.setItem('quiz-answers:e:r', JSON.stringify({ q1: 'A' }));
    expect(readStoredAnswers('e', 'r')).toBeUndefined();
  });

  it('restores the tab’s answers over the server’s and lists what the server lacks', () => {
    const server = { q1: ['A'], q2: ['B'], q3: ['A', 'C'] };
    const tab = { q1: ['A'], q2: ['D'], q4: ['B'] };
    // q2 changed and q4 added while offline; q3 was cleared in the tab.
    expect(restoreAnswers(server, tab)).toEqual({
      answers: { q1: ['A'], q2: ['D'], q4: ['B'] },
      unsaved: { q2: ['D'], q3: [], q4: ['B'] },
    });
  });

  it('takes the server’s answers when the tab has none (another tab, a new browser)', () => {
    expect(restoreAnswers({ q1: ['A'] }, undefined)).toEqual({ answers: { q1: ['A'] }, unsaved: {} });
  });

  it('treats the same options in another order as the same answer', () => {
    expect(restoreAnswers({ q1: ['A', 'C'] }, { q1: ['C', 'A'] }).unsaved).toEqual({});
  });
});
