export { LiveReplayScreen } from './LiveReplayScreen';
