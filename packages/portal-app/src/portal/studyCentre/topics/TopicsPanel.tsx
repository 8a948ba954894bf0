import { topicCardProps, useMyTopics } from '@study-portal/api';
import { CardCollection, Pagination, ProgressBar, TopicCard } from '@study-portal/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { LoadFailed } from '../../../components/LoadFailed';
import { topicAddress } from '../../topics/addresses';

const pageSize = 6;

const Done = styled.p`
  margin: 0;
  color: var(--sp-color-text-muted);
  font-size: var(--sp-font-size-body);
`;

/** 我的专题: the special topics the learner has joined, with how many of their courses are done. */
export function TopicsPanel() {
  const [page, setPage] = useState(1);
  const subjects = useMyTopics({ page, pageSize });

  return (
    <section aria-labelledby="subjects-title">
      <h2 id="subjects-title">我的专题</h2>
      {subjects.error ? (
        <LoadFailed what="专题" onRetry={() => void subjects.mutate()} />
      ) : (
        <>
          <CardCollection
            label="我的专题"
            layout="grid"
            loading={!subjects.data}
            skeletonCount={3}
            items={subjects.data?.items ?? []}
            getKey={(subject) => subject.id}
            emptyKind="noContent"
            renderItem={(subject) => (
              <TopicCard
                {...topicCardProps(subject)}
                href={topicAddress(subject.id)}
                headingLevel={3}
              >
                <Done>
                  已完成 {subject.finishedCourseCount} / {subject.courseCount} 门课程
                </Done>
                <ProgressBar value={subject.progress} label={`${subject.name}学习进度`} showValue tone={subject.progress >= 100 ? 'success' : 'primary'} />
              </TopicCard>
            )}
          />
          {subjects.data && (
            <Pagination page={page} pageSize={pageSize} total={subjects.data.total} hideOnSinglePage label="专题分页" onChange={(next) => setPage(next)} />
          )}
        </>
      )}
    </section>
  );
}
