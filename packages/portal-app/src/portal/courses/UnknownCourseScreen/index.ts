export { UnknownCourseScreen } from './UnknownCourseScreen';
