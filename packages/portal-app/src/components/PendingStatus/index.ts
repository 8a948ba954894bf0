export { PendingStatus, type PendingStatusProps } from './PendingStatus';
