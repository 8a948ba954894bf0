import type { RouteObject } from 'react-router-dom';
import { preloadCourseCatalogue, preloadCoursePage } from '../../courses/preloadCourseScreens';
import { redirectRoute } from './RedirectKeepingQuery';
import type { PortalRouteHandle } from './routeHandle';

/**
 * Courses (docs/product/routes.md#courses-and-study): recommendations by category, course pages and their discussion, the blue
 * theme's two category pages, the famous teachers, and the course pages anyone may open
 * (open pages and sharing pages need no sign-in).
 */
export const coursesRoutes: RouteObject[] = [
  redirectRoute('/commend', '/commendIndex'),
  {
    path: '/commendIndex',
    handle: { title: '课程推荐', preload: preloadCourseCatalogue } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('../../screens/course-recommend')).CourseRecommendScreen }),
  },
  {
    path: '/coursedetail',
    handle: { title: '课程详情', preload: preloadCoursePage } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('../../screens/course-detail')).CourseDetailScreen }),
  },
  {
    path: '/coursetextdetail',
    handle: { title: '图文课程详情' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('../../screens/course-text-detail')).CourseTextDetailScreen }),
  },
  {
    path: '/discussRoom',
    handle: { title: '课程讨论' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('../../screens/discuss-room')).DiscussRoomScreen }),
  },
  redirectRoute('/literary', '/literaryIndex'),
  {
    path: '/literaryIndex',
    handle: { title: '文艺专业课程' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('../../screens/literary-courses')).LiteraryCoursesScreen }),
  },
  redirectRoute('/multiple', '/multipleIndex'),
  {
    path: '/multipleIndex',
    handle: { title: '综合素养课程' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('../../screens/literacy-courses')).LiteracyCoursesScreen }),
  },
  redirectRoute('/masterLectureHall', '/masterLectureHall/list'),
  {
    path: '/masterLectureHall/list',
    handle: { title: '名师讲堂' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('../../screens/master-lecture-hall')).MasterLectureHallScreen }),
  },
  {
    path: '/masterLectureHall/info',
    handle: { title: '名师详情' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('../../screens/master-teacher')).MasterTeacherScreen }),
  },
  {
    path: '/openCourseDetail',
    handle: { title: '课程详情', open: true, search: true } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('../../screens/open-course-detail')).OpenCourseDetailScreen }),
  },
  {
    path: '/openNewGoodCourseDetail',
    handle: { title: '精品课程详情', open: true, search: true } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('../../screens/open-course-detail')).OpenCourseDetailScreen }),
  },
  {
    path: '/openCourseTextDetail',
    handle: { title: '图文课程详情', open: true, search: true } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('../../screens/open-course-text-detail')).OpenCourseTextDetailScreen }),
  },
  {
    path: '/openCourseDetailMobile',
    handle: { title: '课程详情', open: true, search: true } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('../../screens/open-course-detail-mobile')).OpenCourseDetailMobileScreen }),
  },
  {
    path: '/share',
    handle: { title: '课程分享', open: true } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('../../screens/course-share')).CourseShareScreen }),
  },
  {
    path: '/errorShare',
    handle: { title: '课程不存在', open: true } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('../../screens/error-share')).ErrorShareScreen }),
  },
];
