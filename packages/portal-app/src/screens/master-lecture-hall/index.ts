export { MasterLectureHallScreen } from './MasterLectureHallScreen';
