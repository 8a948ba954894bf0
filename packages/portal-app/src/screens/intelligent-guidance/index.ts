export { IntelligentGuidanceScreen } from './IntelligentGuidanceScreen';
