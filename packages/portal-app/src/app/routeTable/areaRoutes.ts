import { createElement } from 'react';
import type { RouteObject } from 'react-router-dom';
import { RouteFailed } from '../../components/RouteFailed';
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

// A screen that throws, or whose code cannot be fetched, fails inside the frame with a way out.
// Here, not on the guard's route in routes.tsx: the core table is part of the first download.
const failingInsideTheFrame = (table: RouteObject[]): RouteObject[] => table.map((route) => ({ errorElement: createElement(RouteFailed), ...route }));

/**
 * Every guarded page (docs/product/routes.md#the-route-table) besides the home page and /public, area by area. Loaded on
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
].map(failingInsideTheFrame);

export const areaRoutes: RouteObject[] = areaTables.flat();
