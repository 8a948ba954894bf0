export { LiveRoomScreen, type LiveRoomScreenProps } from './LiveRoomScreen';
