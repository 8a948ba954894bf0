export { OpenGuidance, OpenGuidanceScreen, type OpenGuidanceProps } from './OpenGuidanceScreen';
