import type { RouteObject } from 'react-router-dom';
import { topicPagePaths as paths } from '../../topics/addresses';
import type { PortalRouteHandle } from './routeHandle';

/** Special topics, columns and their open pages (docs/product/routes.md#topics-and-columns). */
export const topicsRoutes: RouteObject[] = [
  {
    path: paths.list,
    handle: { title: '专题推荐' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('../../screens/subject-list')).SubjectListScreen }),
  },
  {
    path: paths.detail,
    handle: { title: '专题详情' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('../../screens/subject-detail')).SubjectDetailScreen }),
  },
  {
    path: paths.columns,
    handle: { title: '栏目推荐' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('../../screens/column-list')).ColumnListScreen }),
  },
  {
    path: paths.column,
    handle: { title: '栏目详情' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('../../screens/column-detail')).ColumnDetailScreen }),
  },
  {
    path: paths.columnArticle,
    handle: { title: '文章详情' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('../../screens/column-article')).ColumnArticleScreen }),
  },
  {
    path: paths.openColumn,
    handle: { title: '栏目详情', open: true, search: true } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('../../screens/open-column-detail')).OpenColumnDetailScreen }),
  },
  {
    path: paths.openDetail,
    handle: { title: '专题详情', open: true, search: true } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('../../screens/open-subject-detail')).OpenSubjectDetailScreen }),
  },
  {
    path: paths.openDetailMobile,
    handle: { title: '专题详情', open: true, search: true } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('../../screens/open-special-mobile')).OpenSpecialMobileScreen }),
  },
];
