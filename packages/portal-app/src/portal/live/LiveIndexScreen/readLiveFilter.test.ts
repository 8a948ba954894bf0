import { describe, expect, it } from 'vitest';
import { readLiveFilter } from './LiveIndexScreen';

describe('the live list’s filter in the address', () => {
  it('reads the known statuses', () => {
    expect(readLiveFilter('live')).toBe('live');
    expect(readLiveFilter('upcoming')).toBe('upcoming');
    expect(readLiveFilter('ended')).toBe('ended');
  });

  it('shows every stream for anything else', () => {
    expect(readLiveFilter(null)).toBe('all');
    expect(readLiveFilter('LIVE')).toBe('all');
    expect(readLiveFilter('<script>')).toBe('all');
  });
});
