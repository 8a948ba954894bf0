export { OpenGuidance, OpenIntelligentGuidanceScreen, type OpenGuidanceProps } from './OpenIntelligentGuidanceScreen';
