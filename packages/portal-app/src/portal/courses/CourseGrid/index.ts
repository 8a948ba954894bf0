export { CourseGrid, type CourseGridProps } from './CourseGrid';
