export { OpenClassMembersScreen } from './OpenClassMembersScreen';
