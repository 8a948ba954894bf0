export { CurrentDiscussionScreen } from './CurrentDiscussionScreen';
