export { TrainingPlanScreen } from './TrainingPlanScreen';
