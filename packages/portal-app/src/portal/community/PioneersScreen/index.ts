export { PioneersScreen } from './PioneersScreen';
