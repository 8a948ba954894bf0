export { OpenTopicDetailScreen } from './OpenTopicDetailScreen';
