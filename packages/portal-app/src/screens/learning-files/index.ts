export { LearningFilesScreen } from './LearningFilesScreen';
