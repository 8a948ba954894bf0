export { StudyTaskScreen } from './StudyTaskScreen';
