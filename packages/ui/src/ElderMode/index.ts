export { cookieElderModeStore, type ElderModeStore } from './elderModeStore';
