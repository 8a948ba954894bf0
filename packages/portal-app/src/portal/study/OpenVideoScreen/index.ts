export { OpenVideoScreen } from './OpenVideoScreen';
