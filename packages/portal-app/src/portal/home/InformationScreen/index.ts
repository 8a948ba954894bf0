export { InformationScreen } from './InformationScreen';
