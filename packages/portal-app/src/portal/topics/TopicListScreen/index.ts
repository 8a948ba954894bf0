export { TopicListScreen } from './TopicListScreen';
