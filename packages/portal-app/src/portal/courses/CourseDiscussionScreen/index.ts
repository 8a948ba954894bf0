export { CourseDiscussionScreen } from './CourseDiscussionScreen';
