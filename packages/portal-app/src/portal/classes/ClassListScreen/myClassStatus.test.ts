import { describe, expect, it } from 'vitest';
import { myClassStanding, readStatus } from './myClassStatus';

describe("the learner's class list", () => {
  it('reads the status filter from the address, all classes otherwise', () => {
    expect(readStatus(new URLSearchParams('status=ongoing'))).toBe('ongoing');
    expect(readStatus(new URLSearchParams('status=ended'))).toBe('ended');
    expect(readStatus(new URLSearchParams('status=whatever'))).toBe('all');
    expect(readStatus(new URLSearchParams(''))).toBe('all');
  });

  it('says 已结业 for a completed class before anything else, then whether the class still runs', () => {
    expect(myClassStanding({ graduated: true, ended: true })).toEqual({ label: '已结业', tone: 'success' });
    expect(myClassStanding({ graduated: false, ended: true })).toEqual({ label: '未结业', tone: 'default' });
    expect(myClassStanding({ graduated: false, ended: false })).toEqual({ label: '学习中', tone: 'primary' });
  });
});
