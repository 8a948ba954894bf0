export { LetterCentreScreen } from './LetterCentreScreen';
