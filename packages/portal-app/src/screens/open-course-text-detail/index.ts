export { OpenCourseTextDetailScreen } from './OpenCourseTextDetailScreen';
