import type { CourseCategory, CoursesByCategoryRequest } from '@study-portal/api';

/** The categories from a root down to the one with `id`; empty when the tree has none. */
export function categoryPath(tree: readonly CourseCategory[], id: string): CourseCategory[] {
  for (const category of tree) {
    if (category.id === id) return [category];
    const below = categoryPath(category.children, id);
    if (below.length > 0) return [category, ...below];
  }
  return [];
}

/**
 * The category a list shows. `scope` is the category the screen is limited to (the blue
 * theme's 综合素养课程 or 文艺专业课程), or none for the whole tree. A requested id outside
 * the scope, or unknown (an old bookmark, a hand-typed address), falls back to the scope.
 */
export function resolveCategory(tree: readonly CourseCategory[], requested: string | null | undefined, scope?: CourseCategory): CourseCategory | undefined {
  const within = scope ? [scope] : tree;
  const path = requested ? categoryPath(within, requested) : [];
  return path[path.length - 1] ?? scope;
}

/** Three rows of a four-column grid. */
export const categoryPageSize = 12;

/** The request for one page of a category's courses (the whole catalogue without a category). */
export function categoryCoursesRequest(list: { categoryId: string | undefined; page: number; sort: CourseSort }): CoursesByCategoryRequest {
  return { page: list.page, pageSize: categoryPageSize, sort: list.sort, ...(list.categoryId ? { categoryId: list.categoryId } : {}) };
}

export type CourseSort = 'latest' | 'hottest';

export const readSortParam = (value: string | null | undefined): CourseSort => (value === 'hottest' ? 'hottest' : 'latest');

export interface CategoryListAddress {
  categoryId?: string | undefined;
  page?: number;
  sort?: CourseSort;
}

/**
 * The address parameters of a category list. Defaults stay out of the address, and any other
 * parameter (a token being handled, a tenant's own) is kept.
 */
export function categoryListParams(current: URLSearchParams, next: CategoryListAddress): URLSearchParams {
  const params = new URLSearchParams(current);
  const set = (name: string, value: string | undefined) => (value ? params.set(name, value) : params.delete(name));
  if ('categoryId' in next) set('categoryId', next.categoryId);
  if ('page' in next) set('page', next.page && next.page > 1 ? String(next.page) : undefined);
  if ('sort' in next) set('sort', next.sort === 'hottest' ? 'hottest' : undefined);
  return params;
}

/**
 * What choosing a category or a sort does to the address: the list starts again from its
 * first page, since page 3 of one category means nothing in another.
 */
export const selectCategoryParams = (current: URLSearchParams, categoryId: string | undefined): URLSearchParams =>
  categoryListParams(current, { categoryId, page: 1 });

export const selectSortParams = (current: URLSearchParams, sort: CourseSort): URLSearchParams => categoryListParams(current, { sort, page: 1 });
