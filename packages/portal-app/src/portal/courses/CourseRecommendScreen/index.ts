export { CourseRecommendScreen } from './CourseRecommendScreen';
