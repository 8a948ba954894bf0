import type { RouteObject } from 'react-router-dom';
import { classPagePaths as paths, classRedirectPaths as redirects } from './addresses';
import { RedirectKeepingQuery, redirectRoute } from '../shared/routeTable/RedirectKeepingQuery';
import type { PortalRouteHandle } from '../shared/routeTable/routeHandle';

const classFile = async () => import('./ClassFileScreen');

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
    lazy: async () => ({ Component: (await import('./ClassIndexScreen')).ClassIndexScreen }),
  },
  {
    path: paths.cityClasses,
    handle: { title: '市级网上专题班' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('./CityClassesScreen')).CityClassesScreen }),
  },
  {
    path: paths.detail,
    handle: { title: '专题班详情' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('./ClassDetailScreen')).ClassDetailScreen }),
  },
  {
    path: paths.members,
    handle: { title: '班级成员' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('./ClassMembersScreen')).ClassMembersScreen }),
  },
  {
    path: paths.classAffairs,
    handle: { title: '班务管理' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('./ClassAffairsScreen')).ClassAffairsScreen }),
  },
  {
    path: paths.classNotice,
    handle: { title: '班级公告' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('./ClassNoticeScreen')).ClassNoticeScreen }),
  },
  {
    path: paths.classDynamics,
    handle: { title: '班级动态' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('./ClassDynamicsScreen')).ClassDynamicsScreen }),
  },
  {
    path: paths.assignments,
    handle: { title: '个人作业' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('./ClassAssignmentsScreen')).ClassAssignmentsScreen }),
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
        lazy: async () => ({ Component: (await classFile()).CompletionTab }),
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
    handle: { title: '专题班详情', open: true, hidesToolbar: true } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('./OpenClassDetailScreen')).OpenClassDetailScreen }),
  },
  {
    path: paths.openMembers,
    handle: { title: '班级成员', open: true, hidesToolbar: true } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('./OpenClassMembersScreen')).OpenClassMembersScreen }),
  },
  {
    path: paths.enrolmentQrCode,
    handle: { title: '报名二维码', open: true, hidesToolbar: true } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('./EnrolmentQrCodeScreen')).EnrolmentQrCodeScreen }),
  },
  {
    path: paths.unknown,
    handle: { title: '班级不存在', open: true, hidesToolbar: true } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('./UnknownClassScreen')).UnknownClassScreen }),
  },
  {
    path: paths.myClasses,
    handle: { title: '我的专题班' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('./ClassListScreen')).ClassListScreen }),
  },
];
