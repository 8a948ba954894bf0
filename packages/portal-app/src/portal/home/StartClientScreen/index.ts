export { StartClientScreen } from './StartClientScreen';
