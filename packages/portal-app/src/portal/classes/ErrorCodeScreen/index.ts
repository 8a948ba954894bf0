export { ErrorCodeScreen } from './ErrorCodeScreen';
