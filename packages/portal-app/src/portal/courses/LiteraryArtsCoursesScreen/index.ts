export { LiteraryArtsCoursesScreen } from './LiteraryArtsCoursesScreen';
