import type { RouteObject } from 'react-router-dom';
import { studyCentrePagePaths as paths } from '../../study/addresses';
import type { PortalRouteHandle } from './routeHandle';

/** The study centre and the learner's own records (docs/product/routes.md#study-centre). */
export const studyCentreRoutes: RouteObject[] = [
  {
    path: paths.studyCentre,
    handle: { title: '学习中心' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('../../screens/personal-centre')).PersonalCentreScreen }),
  },
  {
    path: paths.yearReport,
    handle: { title: '年度学习报告' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('../../screens/year-study-report')).YearStudyReportScreen }),
  },
  {
    path: paths.yearReportDetail,
    handle: { title: '年度学习明细' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('../../screens/year-study-report')).YearStudyDetailScreen }),
  },
  {
    path: paths.letters,
    handle: { title: '消息中心' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('../../screens/message-centre')).MessageCentreScreen }),
  },
  {
    path: paths.learningFiles,
    handle: { title: '学习档案' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('../../screens/learning-files')).LearningFilesScreen }),
  },
];
