export { VideoStudyScreen } from './VideoStudyScreen';
