export { NotAdminScreen } from './NotAdminScreen';
