export { ErrorShareScreen } from './ErrorShareScreen';
