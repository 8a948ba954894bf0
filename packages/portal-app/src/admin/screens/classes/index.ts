export { ClassesScreen } from './ClassesScreen';
