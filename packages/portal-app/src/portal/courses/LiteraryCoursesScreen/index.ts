export { LiteraryCoursesScreen } from './LiteraryCoursesScreen';
