export { TopicCard, type TopicCardProps } from './TopicCard';
