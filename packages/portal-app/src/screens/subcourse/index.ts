export { SubcourseScreen } from './SubcourseScreen';
