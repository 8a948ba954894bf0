export { UnknownClassScreen } from './UnknownClassScreen';
