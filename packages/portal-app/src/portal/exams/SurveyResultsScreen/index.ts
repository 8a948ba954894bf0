export { SurveyResultsScreen } from './SurveyResultsScreen';
