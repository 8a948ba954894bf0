export { LearningStatisticsScreen } from './LearningStatisticsScreen';
