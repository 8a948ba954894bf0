export { ClassExamReviewScreen, ExamReviewScreen, FunExamReviewScreen, SolidifyReviewScreen } from './ExamReviewScreen';
