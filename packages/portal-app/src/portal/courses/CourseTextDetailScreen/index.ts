export { CourseTextDetailScreen } from './CourseTextDetailScreen';
