export { CurrentTaskScreen } from './CurrentTaskScreen';
