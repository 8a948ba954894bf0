export { NoticeScreen } from './NoticeScreen';
