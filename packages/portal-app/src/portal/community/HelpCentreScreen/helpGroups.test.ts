import type { HelpArticle } from '@study-portal/api';
import { describe, expect, it } from 'vitest';
import { helpGroups } from './helpGroups';

const article = (id: string, category: string): HelpArticle => ({ id, title: id, category, content: '', updateTime: null });

describe('help articles by category', () => {
  it('keeps the administrators’ order of categories and of articles within one', () => {
    const groups = helpGroups([article('a', '账号'), article('b', '课程'), article('c', '账号')]);
    expect(groups.map((group) => [group.category, group.articles.map((item) => item.id)])).toEqual([
      ['账号', ['a', 'c']],
      ['课程', ['b']],
    ]);
  });

  it('files articles without a category under 其他', () => {
    expect(helpGroups([article('a', '  ')])[0]?.category).toBe('其他');
  });
});
