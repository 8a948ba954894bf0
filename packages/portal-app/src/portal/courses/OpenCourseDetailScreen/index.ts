export { OpenCourseDetail, OpenCourseDetailScreen, type OpenCourseDetailProps } from './OpenCourseDetailScreen';
