export { AppLink } from './AppLink';
