export { SurveyEvaluationScreen } from './SurveyEvaluationScreen';
