export { OpenSpecialMobileScreen } from './OpenSpecialMobileScreen';
