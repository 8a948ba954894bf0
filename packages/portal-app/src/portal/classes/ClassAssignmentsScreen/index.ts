export { ClassAssignmentsScreen } from './ClassAssignmentsScreen';
