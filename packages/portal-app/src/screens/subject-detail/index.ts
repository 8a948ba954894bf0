export { SubjectDetailScreen } from './SubjectDetailScreen';
