export { OpenSeeViewScreen } from './OpenSeeViewScreen';
