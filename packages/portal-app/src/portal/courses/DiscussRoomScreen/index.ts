export { DiscussRoomScreen } from './DiscussRoomScreen';
