export { CourseCard, type CourseCardLayout, type CourseCardProps, type StudyStatus } from './CourseCard';
export { type CardHeadingLevel } from './CardHeading';
