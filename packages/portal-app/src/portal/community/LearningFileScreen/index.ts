export { LearningFileScreen } from './LearningFileScreen';
