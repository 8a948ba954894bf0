export { SharedVideoScreen } from './SharedVideoScreen';
