export { DiscussionPostsScreen } from './DiscussionPostsScreen';
