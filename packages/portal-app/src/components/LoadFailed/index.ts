export { LoadFailed, loadFailedMessages, type LoadFailedProps } from './LoadFailed';
