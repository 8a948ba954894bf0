export { ExamListScreen, FormalExamListScreen, InClassTestListScreen, MockExamListScreen, TrainingExamListScreen } from './ExamListScreen';
