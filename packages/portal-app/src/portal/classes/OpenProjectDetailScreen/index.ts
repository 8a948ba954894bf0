export { OpenProjectDetailScreen } from './OpenProjectDetailScreen';
