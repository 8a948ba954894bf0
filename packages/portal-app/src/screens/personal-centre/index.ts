export { PersonalCentreScreen } from './PersonalCentreScreen';
