import type { RouteObject } from 'react-router-dom';
import { studyPagePaths, surveyPagePaths } from '../../study/addresses';
import type { PortalRouteHandle } from './routeHandle';

/**
 * The pages that reach the learner's phone (docs/product/routes.md#sharing-and-open-pages): the app download codes and the
 * phone-sized questionnaire entry. The share pages themselves (/share, /contentShare, ...) are
 * registered with the course, study and class areas whose records they share.
 */
export const sharingRoutes: RouteObject[] = [
  {
    path: studyPagePaths.mobileApp,
    handle: { title: '移动学习客户端' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('../../screens/start-client')).StartClientScreen }),
  },
  {
    path: surveyPagePaths.phoneList,
    handle: { title: '问卷调查' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('../../screens/h5-question')).H5QuestionScreen }),
  },
];
