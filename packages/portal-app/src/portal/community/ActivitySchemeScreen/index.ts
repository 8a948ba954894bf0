export { ActivitySchemeScreen } from './ActivitySchemeScreen';
