export { LiveInitScreen, type LiveInitScreenProps } from './LiveInitScreen';
