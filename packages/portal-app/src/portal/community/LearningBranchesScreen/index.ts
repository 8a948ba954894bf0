export { LearningBranchesScreen } from './LearningBranchesScreen';
