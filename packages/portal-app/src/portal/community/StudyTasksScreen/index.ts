export { StudyTasksScreen } from './StudyTasksScreen';
