export { ClassDynamicsScreen } from './ClassDynamicsScreen';
