export { SurveyScreen } from './SurveyScreen';
