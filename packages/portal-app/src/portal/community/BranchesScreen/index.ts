export { BranchesScreen } from './BranchesScreen';
