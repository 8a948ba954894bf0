export { FamousTeacherScreen } from './FamousTeacherScreen';
