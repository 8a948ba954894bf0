export { OpenMembersScreen } from './OpenMembersScreen';
