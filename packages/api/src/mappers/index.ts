export { toStudyStatus, type CardStudyStatus } from './studyStatus';
export { courseCardProps, type CourseCardFields, type CourseCardRecord } from './courseCard';
export { topicCardProps, type TopicCardFields, type TopicCardRecord } from './topicCard';
export { classCardProps, type ClassCardFields, type ClassCardRecord } from './classCard';
