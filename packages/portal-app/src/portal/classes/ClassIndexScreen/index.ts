export { ClassIndexScreen } from './ClassIndexScreen';
