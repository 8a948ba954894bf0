export { ProjectIndexCityScreen } from './ProjectIndexCityScreen';
