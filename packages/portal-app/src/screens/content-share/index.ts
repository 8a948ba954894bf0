export { ContentShareScreen } from './ContentShareScreen';
