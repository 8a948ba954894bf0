export { CurrentStudyTaskScreen } from './CurrentStudyTaskScreen';
