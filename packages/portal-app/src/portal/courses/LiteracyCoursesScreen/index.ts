export { LiteracyCoursesScreen } from './LiteracyCoursesScreen';
