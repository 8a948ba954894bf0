export { ClassExamReviewScreen, ExamReviewScreen, FunExamReviewScreen, MockFormalExamReviewScreen } from './ExamReviewScreen';
