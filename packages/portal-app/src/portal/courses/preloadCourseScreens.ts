import { preloadCourseCategories, preloadCourseDetail, preloadCoursesByCategory } from '@study-portal/api';
import { readPage } from '../shared/pageAddress';
import type { ScreenPreloadContext } from '../shared/routeTable/routeHandle';
import { categoryCoursesRequest, readSortParam } from './categoryTree';

/** /commendIndex: the category tree and the page of courses the address names. */
export function preloadCourseCatalogue({ clients, search }: ScreenPreloadContext) {
  preloadCourseCategories(clients);
  const categoryId = search.get('categoryId') ?? undefined;
  preloadCoursesByCategory(clients, categoryCoursesRequest({ categoryId, page: readPage(search), sort: readSortParam(search.get('sort')) }));
}

/** /coursedetail?id=: the course. */
export function preloadCoursePage({ clients, search }: ScreenPreloadContext) {
  const id = search.get('id');
  if (id) preloadCourseDetail(clients, id);
}
