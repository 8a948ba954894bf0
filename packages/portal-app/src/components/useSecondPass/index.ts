export { useSecondPass } from './useSecondPass';
