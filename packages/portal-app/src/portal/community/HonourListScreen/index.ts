export { HonourListScreen, type HonourList, type HonourListScreenProps } from './HonourListScreen';
export { BranchesScreen, branchList, pioneerList, PioneersScreen } from './honourLists';
