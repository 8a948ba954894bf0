export { SharedCourseScreen, type SharedCourseScreenProps } from './SharedCourseScreen';
export { sharedCoursePages } from './sharedCoursePages';
