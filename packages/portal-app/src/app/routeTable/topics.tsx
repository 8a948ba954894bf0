import type { RouteObject } from 'react-router-dom';
import type { PortalRouteHandle } from './routeHandle';

/** Special topics, columns and their open pages (docs/product/routes.md#topics-and-columns). */
export const topicsRoutes: RouteObject[] = [
  {
    path: '/subjectList',
    handle: { title: '专题推荐' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('../../screens/subject-list')).SubjectListScreen }),
  },
  {
    path: '/subjectDetail',
    handle: { title: '专题详情' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('../../screens/subject-detail')).SubjectDetailScreen }),
  },
  {
    path: '/specialReList',
    handle: { title: '栏目推荐' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('../../screens/column-list')).ColumnListScreen }),
  },
  {
    path: '/specialReDetails',
    handle: { title: '栏目详情' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('../../screens/column-detail')).ColumnDetailScreen }),
  },
  {
    path: '/specialReTextDetails',
    handle: { title: '文章详情' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('../../screens/column-article')).ColumnArticleScreen }),
  },
  {
    path: '/openSpecialReDetails',
    handle: { title: '栏目详情', open: true, search: true } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('../../screens/open-column-detail')).OpenColumnDetailScreen }),
  },
  {
    path: '/openNewSpecialCourseDetail',
    handle: { title: '专题详情', open: true, search: true } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('../../screens/open-subject-detail')).OpenSubjectDetailScreen }),
  },
  {
    path: '/openSpecialMobile',
    handle: { title: '专题详情', open: true, search: true } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('../../screens/open-special-mobile')).OpenSpecialMobileScreen }),
  },
];
