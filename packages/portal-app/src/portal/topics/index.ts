export { EntryCard, type EntryCardProps } from './EntryCard';
export { columnAddress, columnArticleAddress, openColumnAddress, openTopicAddress, openTopicMobileAddress, topicAddress, topicPagePaths } from './addresses';
export type { TopicPageVariant } from './pageVariant';
