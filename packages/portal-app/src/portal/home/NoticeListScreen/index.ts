export { NoticeListScreen } from './NoticeListScreen';
