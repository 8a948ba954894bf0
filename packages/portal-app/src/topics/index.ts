export { ColumnPage } from './ColumnPage';
export { EntryCard, type EntryCardProps } from './EntryCard';
export { topicLinks } from './links';
export type { TopicPageVariant } from './pageVariant';
export { SubjectPage, subjectProgress } from './SubjectPage';
