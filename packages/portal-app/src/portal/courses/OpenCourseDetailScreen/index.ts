export { OpenCourseDetail, OpenCourseDetailScreen, useOpenCourseProps, type OpenCourseDetailProps } from './OpenCourseDetailScreen';
