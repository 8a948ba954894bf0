export { LiveDetailScreen, type LiveDetailScreenProps } from './LiveDetailScreen';
