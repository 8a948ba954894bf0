export { ContentShareBookScreen } from './ContentShareBookScreen';
