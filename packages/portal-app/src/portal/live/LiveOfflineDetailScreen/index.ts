export { LiveOfflineDetailScreen, type LiveOfflineDetailScreenProps } from './LiveOfflineDetailScreen';
