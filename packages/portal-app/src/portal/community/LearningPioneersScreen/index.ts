export { LearningPioneersScreen } from './LearningPioneersScreen';
