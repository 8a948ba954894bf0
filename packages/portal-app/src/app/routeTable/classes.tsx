import type { RouteObject } from 'react-router-dom';
import { classPagePaths as paths, classRedirectPaths as redirects } from '../../classes/addresses';
import { RedirectKeepingQuery, redirectRoute } from './RedirectKeepingQuery';
import type { PortalRouteHandle } from './routeHandle';

const classFile = async () => import('../../screens/class-file');

/**
 * Online special-topic classes (docs/product/routes.md#classes), the class sharing
 * pages (/enrollmentQrCode, /errorCode), the open class pages (/openProjectDetail, /openBjcy)
 * and the learner's class list (/classList, "Others").
 */
export const classesRoutes: RouteObject[] = [
  redirectRoute(redirects.index, paths.index),
  // The open section's entry is the open class page.
  redirectRoute(redirects.openDetail, paths.openDetail, { open: true }),
  {
    path: paths.index,
    handle: { title: '网上专题班' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('../../screens/project-index')).ProjectIndexScreen }),
  },
  {
    path: paths.cityClasses,
    handle: { title: '市级网上专题班' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('../../screens/project-index-city')).ProjectIndexCityScreen }),
  },
  {
    path: paths.detail,
    handle: { title: '专题班详情' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('../../screens/project-detail')).ProjectDetailScreen }),
  },
  {
    path: paths.members,
    handle: { title: '班级成员' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('../../screens/project-members')).ProjectMembersScreen }),
  },
  {
    path: paths.classAffairs,
    handle: { title: '班务管理' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('../../screens/class-affairs')).ClassAffairsScreen }),
  },
  {
    path: paths.classNotice,
    handle: { title: '班级公告' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('../../screens/class-notice')).ClassNoticeScreen }),
  },
  {
    path: paths.classDynamics,
    handle: { title: '班级动态' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('../../screens/class-dynamics')).ClassDynamicsScreen }),
  },
  {
    path: paths.assignments,
    handle: { title: '个人作业' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('../../screens/class-assignments')).ClassAssignmentsScreen }),
  },
  {
    path: paths.classFile,
    handle: { title: '成长档案' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await classFile()).ClassFileScreen }),
    children: [
      { index: true, element: <RedirectKeepingQuery to={`${paths.classFile}/myClass`} /> },
      {
        path: 'myClass',
        handle: { title: '我的班级' } satisfies PortalRouteHandle,
        lazy: async () => ({ Component: (await classFile()).MyClassTab }),
      },
      {
        path: 'myExam',
        handle: { title: '我的考试' } satisfies PortalRouteHandle,
        lazy: async () => ({ Component: (await classFile()).MyExamTab }),
      },
      {
        path: 'completionSchedule',
        handle: { title: '完成进度' } satisfies PortalRouteHandle,
        lazy: async () => ({ Component: (await classFile()).CompletionScheduleTab }),
      },
      {
        path: 'excellentProgress',
        handle: { title: '优秀进度' } satisfies PortalRouteHandle,
        lazy: async () => ({ Component: (await classFile()).ExcellentProgressTab }),
      },
    ],
  },
  {
    path: paths.openDetail,
    handle: { title: '专题班详情', open: true, search: true } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('../../screens/open-project-detail')).OpenProjectDetailScreen }),
  },
  {
    path: paths.openMembers,
    handle: { title: '班级成员', open: true, search: true } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('../../screens/open-members')).OpenMembersScreen }),
  },
  {
    path: paths.enrolmentQrCode,
    handle: { title: '报名二维码', open: true, search: true } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('../../screens/enrollment-qr-code')).EnrollmentQrCodeScreen }),
  },
  {
    path: paths.unknown,
    handle: { title: '班级不存在', open: true, search: true } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('../../screens/error-code')).ErrorCodeScreen }),
  },
  {
    path: paths.myClasses,
    handle: { title: '我的专题班' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('../../screens/class-list')).ClassListScreen }),
  },
];
