export { DiscussionPostScreen } from './DiscussionPostScreen';
