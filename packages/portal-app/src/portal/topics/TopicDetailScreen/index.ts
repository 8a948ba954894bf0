export { TopicDetailScreen } from './TopicDetailScreen';
