export { OpenImageTextCourseScreen } from './OpenImageTextCourseScreen';
