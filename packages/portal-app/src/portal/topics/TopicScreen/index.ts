export { TopicScreen, topicProgress } from './TopicScreen';
