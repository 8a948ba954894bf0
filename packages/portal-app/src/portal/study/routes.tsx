import type { RouteObject } from 'react-router-dom';
import { studyPagePaths as paths } from './addresses';
import type { PortalRouteHandle } from '../shared/routeTable/routeHandle';

/**
 * Studying a course (docs/product/routes.md#courses-and-study: /subcourse video, /imagetext image-text) and the
 * pages that show a course to anyone (sharing pages /contentShare, /contentShareBook and the
 * open page /openSeeView): open, search-flagged, nothing recorded.
 */
export const studyRoutes: RouteObject[] = [
  {
    path: paths.video,
    handle: { title: '视频学习' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('./VideoStudyScreen')).VideoStudyScreen }),
  },
  {
    path: paths.imageText,
    handle: { title: '图文学习' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('./ImageTextScreen')).ImageTextScreen }),
  },
  {
    path: paths.sharedVideo,
    handle: { title: '课程分享', open: true, hidesToolbar: true } satisfies PortalRouteHandle,
    lazy: async () => {
      const { SharedCourseScreen, sharedCoursePages } = await import('./SharedCourseScreen');
      return { element: <SharedCourseScreen {...sharedCoursePages.sharedVideo} /> };
    },
  },
  {
    path: paths.sharedImageText,
    handle: { title: '图文课程分享', open: true, hidesToolbar: true } satisfies PortalRouteHandle,
    lazy: async () => {
      const { SharedCourseScreen, sharedCoursePages } = await import('./SharedCourseScreen');
      return { element: <SharedCourseScreen {...sharedCoursePages.sharedImageText} /> };
    },
  },
  {
    path: paths.openVideo,
    handle: { title: '课程观看', open: true, hidesToolbar: true } satisfies PortalRouteHandle,
    lazy: async () => {
      const { SharedCourseScreen, sharedCoursePages } = await import('./SharedCourseScreen');
      return { element: <SharedCourseScreen {...sharedCoursePages.openVideo} /> };
    },
  },
];
