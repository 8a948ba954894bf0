export { ClassExamScreen, ExamTakingScreen, FunExamScreen, InClassTestScreen, SolidifyExamScreen, TrainingExamScreen } from './ExamTakingScreen';
