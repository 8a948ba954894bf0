export { RouteFailed, routeFailedMessages, type RouteFailedProps } from './RouteFailed';
