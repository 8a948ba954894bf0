export { ClassMembersScreen } from './ClassMembersScreen';
