export { CourseDetailView, type CourseDetailViewProps } from './CourseDetailView';
export { missingCourseAddress, useCourseRecord } from './useCourseRecord';
