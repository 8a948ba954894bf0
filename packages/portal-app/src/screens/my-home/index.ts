export { MyHomeScreen } from './MyHomeScreen';
