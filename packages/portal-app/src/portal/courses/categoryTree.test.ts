import type { CourseCategory } from '@study-portal/api';
import { describe, expect, it } from 'vitest';
import { categoryListParams, categoryPath, readSortParam, resolveCategory, selectCategoryParams, selectSortParams } from './categoryTree';

const node = (id: string, name: string, children: CourseCategory[] = []): CourseCategory => ({ id, name, children });

const tree = [
  node('theory', '理论教育', [node('theory-xi', '新思想'), node('theory-history', '党史')]),
  node('literacy', '综合素养课程', [node('literacy-health', '身心健康', [node('literacy-health-sleep', '睡眠')])]),
];

describe('the category tree', () => {
  it('finds the path from a root to a nested category', () => {
    expect(categoryPath(tree, 'literacy-health-sleep').map((category) => category.name)).toEqual(['综合素养课程', '身心健康', '睡眠']);
    expect(categoryPath(tree, 'nowhere')).toEqual([]);
  });

  it('selects the requested category anywhere in the tree', () => {
    expect(resolveCategory(tree, 'theory-history')?.name).toBe('党史');
  });

  it('shows every course when nothing or something unknown is requested', () => {
    expect(resolveCategory(tree, null)).toBeUndefined();
    expect(resolveCategory(tree, 'deleted-category')).toBeUndefined();
  });

  it('keeps a scoped screen inside its root', () => {
    const literacy = tree[1];
    expect(resolveCategory(tree, 'literacy-health', literacy)?.id).toBe('literacy-health');
    // A category of another root is not this screen's: back to the root.
    expect(resolveCategory(tree, 'theory-xi', literacy)?.id).toBe('literacy');
    expect(resolveCategory(tree, undefined, literacy)?.id).toBe('literacy');
  });
});

describe('the list address', () => {
  it('reads the sort, newest first unless asked for the most played', () => {
    expect(readSortParam('hottest')).toBe('hottest');
    expect(readSortParam('<script>')).toBe('latest');
  });

  it('starts from the first page when the category changes, keeping other parameters', () => {
    const params = selectCategoryParams(new URLSearchParams('categoryId=theory&page=3&sort=hottest&from=menu'), 'theory-xi');
    expect(params.toString()).toBe('categoryId=theory-xi&sort=hottest&from=menu');
  });

  it('drops the category for 全部 and defaults from the address', () => {
    expect(selectCategoryParams(new URLSearchParams('categoryId=theory&page=2'), undefined).toString()).toBe('');
    expect(selectSortParams(new URLSearchParams('page=4&sort=hottest'), 'latest').toString()).toBe('');
  });

  it('writes the page only beyond the first', () => {
    expect(categoryListParams(new URLSearchParams('categoryId=a'), { page: 2 }).toString()).toBe('categoryId=a&page=2');
    expect(categoryListParams(new URLSearchParams('categoryId=a&page=2'), { page: 1 }).toString()).toBe('categoryId=a');
  });
});
