import type { SubjectSummary } from '../contract/entities';

/** The fields of a special topic (专题, subject) record a topic card shows. */
export type TopicCardRecord = Pick<SubjectSummary, 'name' | 'cover' | 'summary' | 'courseCount'>;

/** The kit's TopicCard props a topic record fills; the caller adds `href`, `onOpen` and any foot. */
export interface TopicCardFields {
  /** The topic's name. */
  name: string;
  /** The cover picture's address; null or undefined when the topic has none. */
  cover: string | null | undefined;
  /** Courses in the topic. */
  courseCount: number;
  /** The topic's summary. */
  description: string | null | undefined;
}

/** What a topic card shows of a special topic: `<TopicCard {...topicCardProps(subject)} href={…} />`. */
export function topicCardProps(subject: TopicCardRecord): TopicCardFields {
  return { name: subject.name, cover: subject.cover, courseCount: subject.courseCount, description: subject.summary };
}
