export { GuidanceScreen } from './GuidanceScreen';
