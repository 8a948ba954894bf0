export { SubjectListScreen } from './SubjectListScreen';
