import type { StudyTaskDetail } from '@study-portal/api';
import { Image, RichText, Tag } from '@study-portal/ui';
import { useId } from 'react';
import styled from 'styled-components';
import { CourseCards } from './CourseCards';
import { counted, Facts, Panel } from '../shared/recordLayout';
import { periodText, studyTaskStatusLabels, studyTaskStatusTones } from './studyTaskStatus';

const Head = styled(Panel)`
  display: grid;
  grid-template-columns: minmax(0, 280px) minmax(0, 1fr);
  gap: var(--sp-space-5);
  align-items: start;

  @media (max-width: 720px) {
    grid-template-columns: minmax(0, 1fr);
  }

  & h1,
  & h2 {
    margin: 0 0 var(--sp-space-3);
  }

  & p {
    margin: var(--sp-space-3) 0 0;
  }
`;

const Tags = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: var(--sp-space-2);
`;

export interface StudyTaskViewProps {
  task: StudyTaskDetail;
  /** The task's title is the page's h1 on its own page, an h2 under 本期学习任务. */
  titleLevel: 1 | 2;
}

/** A study task in full: what, when, who publishes it, what it asks, and its courses with the learner's standing. */
export function StudyTaskView({ task, titleLevel }: StudyTaskViewProps) {
  const ids = useId();
  const Title = titleLevel === 1 ? 'h1' : 'h2';
  const Section = titleLevel === 1 ? 'h2' : 'h3';
  const courses = task.courses ?? [];
  const finished = courses.filter((course) => course.studyStatus === '2').length;

  return (
    <>
      <Head>
        <Image src={task.cover} alt="" ratio="16 / 9" />
        <div>
          <Title>{task.title}</Title>
          <Facts aria-label="任务信息">
            {periodText(task.startDate, task.endDate) && <li>任务时间：{periodText(task.startDate, task.endDate)}</li>}
            {task.publisher && <li>发布单位：{task.publisher}</li>}
            <li>参与人数：{counted(task.participantCount)}</li>
          </Facts>
          <Tags>
            <Tag tone={studyTaskStatusTones[task.status]}>{studyTaskStatusLabels[task.status]}</Tag>
            {task.completed === true && <Tag tone="success">我已完成</Tag>}
            {task.completed === false && <Tag tone="warning">我未完成</Tag>}
          </Tags>
          {task.summary && <p>{task.summary}</p>}
        </div>
      </Head>
      <section aria-labelledby={`${ids}-content`}>
        <Section id={`${ids}-content`}>任务说明</Section>
        <Panel>
          <RichText html={task.content} />
        </Panel>
      </section>
      <section aria-labelledby={`${ids}-courses`}>
        <Section id={`${ids}-courses`}>
          任务课程{courses.length > 0 && task.completed !== undefined && task.completed !== null ? `（已完成${finished}/${courses.length}）` : ''}
        </Section>
        <CourseCards courses={courses} label="任务课程" emptyText="本任务暂无指定课程" headingLevel={titleLevel === 1 ? 3 : 4} />
      </section>
    </>
  );
}
