export { H5QuestionScreen } from './H5QuestionScreen';
