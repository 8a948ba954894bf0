export { MobileAppScreen } from './MobileAppScreen';
