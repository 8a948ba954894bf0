export { ForbiddenScreen } from './ForbiddenScreen';
