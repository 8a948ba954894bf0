export { ImageTextCourseScreen } from './ImageTextCourseScreen';
