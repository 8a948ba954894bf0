export { CityClassesScreen } from './CityClassesScreen';
