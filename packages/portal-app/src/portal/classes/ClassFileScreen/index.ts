export { ClassFileScreen } from './ClassFileScreen';
export { MyClassTab } from './MyClassTab';
export { MyExamTab } from './MyExamTab';
export { CompletionTab } from './CompletionTab';
export { ExcellentProgressTab } from './ExcellentProgressTab';
