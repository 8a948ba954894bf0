export { NoticesScreen } from './NoticesScreen';
