import type { RouteObject } from 'react-router-dom';
import { studyCentrePagePaths as paths } from './addresses';
import type { PortalRouteHandle } from '../shared/routeTable/routeHandle';

/** The study centre and the learner's own records (docs/product/routes.md#study-centre). */
export const studyCentreRoutes: RouteObject[] = [
  {
    // The signed-in learner's landing page (docs/product/session.md#home-link).
    path: paths.myHome,
    handle: { title: '我的首页' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('./MyHomeScreen')).MyHomeScreen }),
  },
  {
    path: paths.studyCentre,
    handle: { title: '学习中心' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('./StudyCentreScreen')).StudyCentreScreen }),
  },
  {
    path: paths.yearReport,
    handle: { title: '年度学习报告' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('./YearReportScreen')).YearReportScreen }),
  },
  {
    path: paths.yearReportDetail,
    handle: { title: '年度学习明细' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('./YearReportScreen')).YearReportDetailScreen }),
  },
  {
    path: paths.letters,
    handle: { title: '消息中心' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('./LetterCentreScreen')).LetterCentreScreen }),
  },
  {
    path: paths.learningFiles,
    handle: { title: '学习档案' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('./LearningFilesScreen')).LearningFilesScreen }),
  },
];
