import { createElement } from 'react';
import type { RouteObject } from 'react-router-dom';
import { RouteFailed } from '../../../components/RouteFailed';
import { classesRoutes } from '../../classes/routes';
import { communityRoutes } from '../../community/routes';
import { coursesRoutes } from '../../courses/routes';
import { examsRoutes } from '../../exams/routes';
import { homeRoutes } from '../../home/routes';
import { liveRoutes } from '../../live/routes';
import { studyRoutes } from '../../study/routes';
import { studyCentreRoutes } from '../../studyCentre/routes';
import { topicsRoutes } from '../../topics/routes';

// A screen that throws, or whose code cannot be fetched, fails inside the frame with a way out.
// Here, not on the guard's route in portalRoutes.tsx: the core table is part of the first download.
const failingInsideTheFrame = (table: RouteObject[]): RouteObject[] => table.map((route) => ({ errorElement: createElement(RouteFailed), ...route }));

/**
 * Every area's route table, by its folder under src/portal (docs/architecture.md#areas): the
 * build's chunk groups and the Storybook titles name the same areas (areas.test.ts).
 */
export const areaTableByArea = {
  studyCentre: studyCentreRoutes,
  home: homeRoutes,
  courses: coursesRoutes,
  study: studyRoutes,
  topics: topicsRoutes,
  live: liveRoutes,
  classes: classesRoutes,
  community: communityRoutes,
  exams: examsRoutes,
} satisfies Record<string, RouteObject[]>;

/**
 * Every guarded page (docs/product/routes.md#the-route-table) besides the home page and /public, area by area. Loaded on
 * the first navigation to one of them, not with the home page (see portalRoutes.tsx).
 */
export const areaTables: readonly RouteObject[][] = Object.values(areaTableByArea).map(failingInsideTheFrame);

export const areaRoutes: RouteObject[] = areaTables.flat();
