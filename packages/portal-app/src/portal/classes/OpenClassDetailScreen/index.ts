export { OpenClassDetailScreen } from './OpenClassDetailScreen';
