import { describe, expect, it } from 'vitest';
import { chosenTab, visibleTabs } from './detailTabs';

describe('the class page tabs', () => {
  it('show personal assignments to members only', () => {
    expect(visibleTabs(false).map((tab) => tab.label)).toEqual(['班级简介', '班级课程', '班级公告', '班级成员', '班级动态']);
    expect(visibleTabs(true).map((tab) => tab.label)).toContain('个人作业');
  });

  it('open the tab the address asks for when the learner may see it, else the introduction', () => {
    expect(chosenTab('members', false)).toBe('members');
    expect(chosenTab('assignments', true)).toBe('assignments');
    expect(chosenTab('assignments', false)).toBe('intro');
    expect(chosenTab('nonsense', true)).toBe('intro');
    expect(chosenTab(null, true)).toBe('intro');
  });
});
