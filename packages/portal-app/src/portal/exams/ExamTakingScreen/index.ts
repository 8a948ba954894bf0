export { ClassExamScreen, ExamTakingScreen, FunQuizScreen, InClassTestScreen, SolidifyExamScreen, TrainingExamScreen } from './ExamTakingScreen';
