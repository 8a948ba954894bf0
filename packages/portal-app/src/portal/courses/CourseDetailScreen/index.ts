export { CourseDetailScreen } from './CourseDetailScreen';
