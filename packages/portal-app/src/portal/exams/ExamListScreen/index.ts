export { ExamListScreen, FormalQuizListScreen, InClassTestListScreen, MockQuizListScreen, TrainingExamListScreen } from './ExamListScreen';
