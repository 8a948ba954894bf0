export { NotFoundScreen } from './NotFoundScreen';
