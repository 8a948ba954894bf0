export { SharedImageTextScreen } from './SharedImageTextScreen';
