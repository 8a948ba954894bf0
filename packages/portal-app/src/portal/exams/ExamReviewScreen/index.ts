export { ClassExamReviewScreen, ExamReviewScreen, FunQuizReviewScreen, SolidifyReviewScreen } from './ExamReviewScreen';
