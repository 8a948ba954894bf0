export { PhoneSurveyListScreen } from './PhoneSurveyListScreen';
