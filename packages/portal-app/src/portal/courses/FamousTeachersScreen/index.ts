export { FamousTeachersScreen } from './FamousTeachersScreen';
