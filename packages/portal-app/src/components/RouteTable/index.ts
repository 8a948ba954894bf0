export { RouteTable, useRouteMatches, type RouteTableMatch, type RouteTableProps } from './RouteTable';
export { RouteFailureProvider, useRouteFailure } from './routeFailure';
export { loadScreenCode, type ScreenCode, type ScreenLoader } from './screenCode';
