import { describe, expect, it } from 'vitest';
import { toStudyStatus } from './studyStatus';

describe('toStudyStatus', () => {
  it('reads each code of the product family', () => {
    expect(toStudyStatus('2')).toBe('completed');
    expect(toStudyStatus('1')).toBe('inProgress');
    expect(toStudyStatus('0')).toBe('notStarted');
  });

  it('takes a code it does not know as not started', () => {
    expect(toStudyStatus('9')).toBe('notStarted');
  });

  it('lets the code decide over the status text', () => {
    expect(toStudyStatus('2', '学习中')).toBe('completed');
    expect(toStudyStatus('0', '学习中')).toBe('notStarted');
  });

  it('reads the status text where the code is missing', () => {
    expect(toStudyStatus(null, '学习中')).toBe('inProgress');
    expect(toStudyStatus(undefined, '未学习')).toBe('notStarted');
    expect(toStudyStatus('', '学习中')).toBe('inProgress');
  });

  it('gives no status for a record that carries none', () => {
    expect(toStudyStatus(null)).toBeUndefined();
    expect(toStudyStatus(undefined, null)).toBeUndefined();
    expect(toStudyStatus('', '')).toBeUndefined();
  });
});
