export { ActivityPlanScreen } from './ActivityPlanScreen';
