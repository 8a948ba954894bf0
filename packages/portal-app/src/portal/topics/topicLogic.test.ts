import type { ColumnItem } from '@study-portal/api';
import { describe, expect, it } from 'vitest';
import { filterEntries } from './ColumnScreen/ColumnEntries';
import { topicProgress } from './TopicScreen/TopicScreen';

describe('a learner’s progress through a topic', () => {
  it('is the share of its courses completed, rounded', () => {
    expect(topicProgress(1, 5)).toBe(20);
    expect(topicProgress(2, 3)).toBe(67);
    expect(topicProgress(5, 5)).toBe(100);
  });

  it('never leaves 0-100, even when the server’s counts disagree', () => {
    expect(topicProgress(0, 0)).toBe(0);
    expect(topicProgress(7, 5)).toBe(100);
    expect(topicProgress(-1, 5)).toBe(0);
  });
});

describe('filtering a column’s entries', () => {
  const entry = (itemType: ColumnItem['itemType'], id: string) => ({ itemType, id, title: id }) as ColumnItem;
  const items = [entry('COURSE', 'c1'), entry('ARTICLE', 'a1'), entry('COURSE', 'c2')];

  it('keeps one kind in the column’s own order', () => {
    expect(filterEntries(items, 'COURSE').map((item) => item.id)).toEqual(['c1', 'c2']);
    expect(filterEntries(items, 'ARTICLE').map((item) => item.id)).toEqual(['a1']);
    expect(filterEntries(items, 'all')).toEqual(items);
  });
});
