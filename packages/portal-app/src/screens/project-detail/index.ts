export { ProjectDetailScreen } from './ProjectDetailScreen';
