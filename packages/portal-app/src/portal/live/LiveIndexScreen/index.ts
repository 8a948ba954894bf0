export { LiveIndexScreen, type LiveIndexScreenProps } from './LiveIndexScreen';
