export { ProjectMembersScreen } from './ProjectMembersScreen';
