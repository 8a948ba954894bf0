import type { RouteObject } from 'react-router-dom';
import { topicPagePaths as paths } from './addresses';
import type { PortalRouteHandle } from '../shared/routeTable/routeHandle';

/** Special topics, columns and their open pages (docs/product/routes.md#topics-and-columns). */
export const topicsRoutes: RouteObject[] = [
  {
    path: paths.list,
    handle: { title: '专题推荐' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('./TopicListScreen')).TopicListScreen }),
  },
  {
    path: paths.detail,
    handle: { title: '专题详情' } satisfies PortalRouteHandle,
    lazy: async () => {
      const { TopicScreen } = await import('./TopicScreen');
      return { element: <TopicScreen variant="portal" /> };
    },
  },
  {
    path: paths.columns,
    handle: { title: '栏目推荐' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('./ColumnListScreen')).ColumnListScreen }),
  },
  {
    path: paths.column,
    handle: { title: '栏目详情' } satisfies PortalRouteHandle,
    lazy: async () => {
      const { ColumnScreen } = await import('./ColumnScreen');
      return { element: <ColumnScreen variant="portal" /> };
    },
  },
  {
    path: paths.columnArticle,
    handle: { title: '文章详情' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('./ColumnArticleScreen')).ColumnArticleScreen }),
  },
  {
    path: paths.openColumn,
    handle: { title: '栏目详情', open: true, hidesToolbar: true } satisfies PortalRouteHandle,
    lazy: async () => {
      const { ColumnScreen } = await import('./ColumnScreen');
      return { element: <ColumnScreen variant="open" /> };
    },
  },
  {
    path: paths.openDetail,
    handle: { title: '专题详情', open: true, hidesToolbar: true } satisfies PortalRouteHandle,
    lazy: async () => {
      const { TopicScreen } = await import('./TopicScreen');
      return { element: <TopicScreen variant="open" /> };
    },
  },
  {
    path: paths.openDetailMobile,
    handle: { title: '专题详情', open: true, hidesToolbar: true } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('./OpenTopicMobileScreen')).OpenTopicMobileScreen }),
  },
];
