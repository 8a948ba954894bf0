export { ClassDetailScreen } from './ClassDetailScreen';
