export { ClassFileScreen } from './ClassFileScreen';
export { MyClassTab } from './MyClassTab';
export { MyExamTab } from './MyExamTab';
export { CompletionScheduleTab } from './CompletionScheduleTab';
export { ExcellentProgressTab } from './ExcellentProgressTab';
