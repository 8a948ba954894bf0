export { CourseShareScreen, type CourseShareProps } from './CourseShareScreen';
