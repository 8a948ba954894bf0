import type { RouteObject } from 'react-router-dom';

/** Routes of this area of spec 2.6 (see routes.tsx). */
export const communityRoutes: RouteObject[] = [];
