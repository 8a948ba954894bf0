export { ImageTextScreen } from './ImageTextScreen';
