import { courseCategoryRootNames } from '@study-portal/api';
import type { RouteObject } from 'react-router-dom';
import { coursePagePaths as paths, courseRedirectPaths as redirects } from './addresses';
import { preloadCourseCatalogue, preloadCoursePage } from './preloadCourseScreens';
import { redirectRoute } from '../shared/routeTable/RedirectKeepingQuery';
import type { PortalRouteHandle } from '../shared/routeTable/routeHandle';

/**
 * Courses (docs/product/routes.md#courses-and-study): recommendations by category, course pages and their discussion, the blue
 * theme's two category pages, the famous teachers, and the course pages anyone may open
 * (open pages and sharing pages need no sign-in).
 */
export const coursesRoutes: RouteObject[] = [
  redirectRoute(redirects.recommend, paths.recommend),
  {
    path: paths.recommend,
    handle: { title: '课程推荐', preload: preloadCourseCatalogue } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('./CourseRecommendScreen')).CourseRecommendScreen }),
  },
  {
    path: paths.detail,
    handle: { title: '课程详情', preload: preloadCoursePage } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('./CourseDetailScreen')).CourseDetailScreen }),
  },
  {
    path: paths.imageTextDetail,
    handle: { title: '图文课程详情' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('./CourseDetailScreen')).CourseDetailScreen }),
  },
  {
    path: paths.courseDiscussion,
    handle: { title: '课程讨论' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('./CourseDiscussionScreen')).CourseDiscussionScreen }),
  },
  redirectRoute(redirects.literaryArts, paths.literaryArts),
  {
    path: paths.literaryArts,
    handle: { title: '文艺专业课程' } satisfies PortalRouteHandle,
    lazy: async () => {
      const { RootCategoryScreen } = await import('./RootCategoryScreen');
      return { element: <RootCategoryScreen rootName={courseCategoryRootNames.literaryArts} /> };
    },
  },
  redirectRoute(redirects.literacy, paths.literacy),
  {
    path: paths.literacy,
    handle: { title: '综合素养课程' } satisfies PortalRouteHandle,
    lazy: async () => {
      const { RootCategoryScreen } = await import('./RootCategoryScreen');
      return { element: <RootCategoryScreen rootName={courseCategoryRootNames.comprehensiveLiteracy} /> };
    },
  },
  redirectRoute(redirects.famousTeachers, paths.famousTeachers),
  {
    path: paths.famousTeachers,
    handle: { title: '名师讲堂' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('./FamousTeachersScreen')).FamousTeachersScreen }),
  },
  {
    path: paths.famousTeacher,
    handle: { title: '名师详情' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('./FamousTeacherScreen')).FamousTeacherScreen }),
  },
  {
    path: paths.openDetail,
    handle: { title: '课程详情', open: true, hidesToolbar: true } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('./OpenCourseDetailScreen')).OpenCourseDetailScreen }),
  },
  {
    path: paths.openFineDetail,
    handle: { title: '精品课程详情', open: true, hidesToolbar: true } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('./OpenCourseDetailScreen')).OpenCourseDetailScreen }),
  },
  {
    path: paths.openImageTextDetail,
    handle: { title: '图文课程详情', open: true, hidesToolbar: true } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('./OpenCourseDetailScreen')).OpenCourseDetailScreen }),
  },
  {
    path: paths.openDetailMobile,
    handle: { title: '课程详情', open: true, hidesToolbar: true } satisfies PortalRouteHandle,
    lazy: async () => {
      const { OpenCourseDetailScreen } = await import('./OpenCourseDetailScreen');
      return { element: <OpenCourseDetailScreen layout="narrow" /> };
    },
  },
  {
    path: paths.share,
    handle: { title: '课程分享', open: true } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('./CourseShareScreen')).CourseShareScreen }),
  },
  {
    path: paths.unknown,
    handle: { title: '课程不存在', open: true } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('./UnknownCourseScreen')).UnknownCourseScreen }),
  },
];
