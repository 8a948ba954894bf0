export { ClassExamScreen, ExamTakingScreen, FunExamScreen, InClassExamScreen, MockFormalExamScreen, TrainingExamScreen } from './ExamTakingScreen';
