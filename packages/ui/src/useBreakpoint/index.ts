export { mobileBreakpointPx, mobileMediaQuery, useBreakpoint, type Device } from './useBreakpoint';
