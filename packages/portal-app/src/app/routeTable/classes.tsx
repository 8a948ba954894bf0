import type { RouteObject } from 'react-router-dom';
import { RedirectKeepingQuery, redirectRoute } from './RedirectKeepingQuery';
import type { PortalRouteHandle } from './routeHandle';

const classFile = async () => import('../../screens/class-file');

/**
 * Online special-topic classes (docs/product/routes.md#classes), the class sharing
 * pages (/enrollmentQrCode, /errorCode), the open class pages (/openProjectDetail, /openBjcy)
 * and the learner's class list (/classList, "Others").
 */
export const classesRoutes: RouteObject[] = [
  redirectRoute('/project', '/projectIndex'),
  // The open section's entry is the open class page.
  redirectRoute('/open', '/openProjectDetail', { open: true }),
  {
    path: '/projectIndex',
    handle: { title: '网上专题班' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('../../screens/project-index')).ProjectIndexScreen }),
  },
  {
    path: '/projectIndexCity',
    handle: { title: '市级网上专题班' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('../../screens/project-index-city')).ProjectIndexCityScreen }),
  },
  {
    path: '/projectDetail',
    handle: { title: '专题班详情' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('../../screens/project-detail')).ProjectDetailScreen }),
  },
  {
    path: '/projectDetailBjcy',
    handle: { title: '班级成员' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('../../screens/project-members')).ProjectMembersScreen }),
  },
  {
    path: '/projectDetailBwgl',
    handle: { title: '班务管理' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('../../screens/class-affairs')).ClassAffairsScreen }),
  },
  {
    path: '/classNotice',
    handle: { title: '班级公告' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('../../screens/class-notice')).ClassNoticeScreen }),
  },
  {
    path: '/projectDetailBjdt',
    handle: { title: '班级动态' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('../../screens/class-dynamics')).ClassDynamicsScreen }),
  },
  {
    path: '/projectDetailGrbjzy',
    handle: { title: '个人作业' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('../../screens/class-assignments')).ClassAssignmentsScreen }),
  },
  {
    path: '/projectDetailCxda',
    handle: { title: '成长档案' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await classFile()).ClassFileScreen }),
    children: [
      { index: true, element: <RedirectKeepingQuery to="/projectDetailCxda/myClass" /> },
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
    path: '/openProjectDetail',
    handle: { title: '专题班详情', open: true, search: true } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('../../screens/open-project-detail')).OpenProjectDetailScreen }),
  },
  {
    path: '/openBjcy',
    handle: { title: '班级成员', open: true, search: true } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('../../screens/open-members')).OpenMembersScreen }),
  },
  {
    path: '/enrollmentQrCode',
    handle: { title: '报名二维码', open: true, search: true } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('../../screens/enrollment-qr-code')).EnrollmentQrCodeScreen }),
  },
  {
    path: '/errorCode',
    handle: { title: '班级不存在', open: true, search: true } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('../../screens/error-code')).ErrorCodeScreen }),
  },
  {
    path: '/classList',
    handle: { title: '我的专题班' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('../../screens/class-list')).ClassListScreen }),
  },
];
