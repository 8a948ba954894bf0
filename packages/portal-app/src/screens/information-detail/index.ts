export { InformationDetailScreen } from './InformationDetailScreen';
