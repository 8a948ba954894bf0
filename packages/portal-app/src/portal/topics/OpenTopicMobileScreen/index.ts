export { OpenTopicMobileScreen } from './OpenTopicMobileScreen';
