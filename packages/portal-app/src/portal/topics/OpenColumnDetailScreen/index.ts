export { OpenColumnDetailScreen } from './OpenColumnDetailScreen';
