export { OfflineLiveScreen, type OfflineLiveScreenProps } from './OfflineLiveScreen';
