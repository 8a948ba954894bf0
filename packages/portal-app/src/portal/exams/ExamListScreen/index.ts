export { ExamListScreen, FormalExamListScreen, InClassExamListScreen, MockExamListScreen, TrainingExamListScreen } from './ExamListScreen';
