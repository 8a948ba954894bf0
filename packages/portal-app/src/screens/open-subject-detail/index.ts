export { OpenSubjectDetailScreen } from './OpenSubjectDetailScreen';
