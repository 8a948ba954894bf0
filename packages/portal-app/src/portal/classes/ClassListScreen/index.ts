export { ClassListScreen } from './ClassListScreen';
