export { OpenCourseDetailMobileScreen } from './OpenCourseDetailMobileScreen';
