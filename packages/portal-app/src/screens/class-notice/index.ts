export { ClassNoticeScreen } from './ClassNoticeScreen';
