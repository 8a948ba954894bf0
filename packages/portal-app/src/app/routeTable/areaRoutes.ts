import type { RouteObject } from 'react-router-dom';
import { classesRoutes } from './classes';
import { communityRoutes } from './community';
import { coursesRoutes } from './courses';
import { homeRoutes } from './home';
import { liveRoutes } from './live';
import { myHomeRoutes } from './myHome';
import { quizzesRoutes } from './quizzes';
import { sharingRoutes } from './sharing';
import { studyRoutes } from './study';
import { studyCentreRoutes } from './studyCentre';
import { topicsRoutes } from './topics';

/**
 * Every guarded page of spec 2.6 besides the home page and /public, area by area. Loaded on
 * the first navigation to one of them, not with the home page (see routes.tsx).
 */
export const areaTables: readonly RouteObject[][] = [
  myHomeRoutes,
  homeRoutes,
  coursesRoutes,
  studyRoutes,
  topicsRoutes,
  liveRoutes,
  classesRoutes,
  communityRoutes,
  sharingRoutes,
  quizzesRoutes,
  studyCentreRoutes,
];

export const areaRoutes: RouteObject[] = areaTables.flat();
