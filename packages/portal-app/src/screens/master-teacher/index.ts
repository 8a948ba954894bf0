export { MasterTeacherScreen } from './MasterTeacherScreen';
