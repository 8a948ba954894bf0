export { ClassAffairsScreen } from './ClassAffairsScreen';
