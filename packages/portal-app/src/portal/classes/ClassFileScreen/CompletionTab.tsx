import { toStudyStatus, useClassCompletion, type TbtpScheduleCourse } from '@study-portal/api';
import { Loading, Skeleton, Table, type TableColumn, Tag } from '@study-portal/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { LoadFailed } from '../../../components/LoadFailed';
import { courseAddress } from '../../courses/addresses';
import { CompletionSummary } from '../CompletionSummary';
import { Section } from '../Section';
import { useClassFile } from './classFileContext';

const CourseLink = styled(Link)`
  color: var(--sp-color-primary);
  overflow-wrap: anywhere;
`;

const statusLabel = { completed: '已完成', inProgress: '学习中', notStarted: '未学习' } as const;
const statusTone = { completed: 'success', inProgress: 'primary', notStarted: 'default' } as const;

const courseColumns: Array<TableColumn<TbtpScheduleCourse>> = [
  { key: 'name', title: '课程名称', render: (course) => <CourseLink to={courseAddress(course)}>{course.name}</CourseLink> },
  { key: 'courseType', title: '类型', render: (course) => (course.courseType === 'compulsory' ? '必修' : '选修') },
  { key: 'creditHour', title: '学时', align: 'right', render: (course) => String(course.creditHour) },
  {
    key: 'status',
    title: '学习状态',
    render: (course) => {
      // A member's schedule: a course that says nothing of them is one they have not started.
      const status = toStudyStatus(course.studyStatus, course.showStatusMsg) ?? 'notStarted';
      return <Tag tone={statusTone[status]}>{course.showStatusMsg || statusLabel[status]}</Tag>;
    },
  },
];

/** /projectDetailCxda/completionSchedule: the learner's hours against the class's requirement, course by course. */
export function CompletionTab() {
  const { id } = useClassFile();
  const schedule = useClassCompletion(id);
  if (schedule.error) {
    return (
      <Section title="完成进度">
        <LoadFailed what="完成进度" onRetry={() => void schedule.mutate()} />
      </Section>
    );
  }
  if (!schedule.data) {
    return (
      <Section title="完成进度">
        <Loading label="正在加载完成进度">
          <Skeleton shape="rect" height={120} />
          <Skeleton lines={5} />
        </Loading>
      </Section>
    );
  }
  return (
    <>
      <Section title="完成进度">
        <CompletionSummary schedule={schedule.data} />
      </Section>
      <Section title="课程完成情况">
        <Table caption="课程完成明细" captionHidden columns={courseColumns} rows={schedule.data.courses} rowKey="id" />
      </Section>
    </>
  );
}
