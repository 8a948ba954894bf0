export { PageNotice, type PageNoticeProps } from './PageNotice';
