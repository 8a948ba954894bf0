import { topicCardProps, useHomeTopics } from '@study-portal/api';
import { CardCollection, TopicCard } from '@study-portal/ui';
import { LoadFailed } from '../../../../components/LoadFailed';
import { SectionPlaceholder } from '../SectionPlaceholder';
import { homeCardCount, sectionShapes } from '../sectionShapes';
import { topicAddress } from '../../../topics/addresses';

/** The special topics the administrators put on the home page (SUBJECT_SHOW). */
export function HomeTopics() {
  const subjects = useHomeTopics();
  if (subjects.error) return <LoadFailed what="专题" height={300} onRetry={() => void subjects.mutate()} />;
  if (!subjects.data) return <SectionPlaceholder shape={sectionShapes.topics} announce />;
  return (
    <CardCollection
      items={subjects.data.slice(0, homeCardCount)}
      getKey={(subject) => subject.id}
      renderItem={(subject) => <TopicCard {...topicCardProps(subject)} href={topicAddress(subject.id)} />}
    />
  );
}
