export { SurveyListScreen } from './SurveyListScreen';
