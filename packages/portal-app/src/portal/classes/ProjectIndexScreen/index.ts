export { ProjectIndexScreen } from './ProjectIndexScreen';
