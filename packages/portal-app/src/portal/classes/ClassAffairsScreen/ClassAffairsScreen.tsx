import { useClassAssignments, useClassCompletion, type TbtpClassDetail } from '@study-portal/api';
import { EmptyState, Loading, Skeleton, Tag } from '@study-portal/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { LoadFailed } from '../../../components/LoadFailed';
import { assignmentsAddress, classDynamicsAddress, classFileAddress, classMembersAddress, classNoticeAddress, enrolmentQrCodeAddress } from '../addresses';
import { ClassFacts } from '../ClassFacts';
import { ClassFrame } from '../ClassFrame';
import { ClassNoticeList } from '../ClassNoticeList';
import { NotEnrolled } from '../NotEnrolled';
import { CompletionSummary } from '../CompletionSummary';
import { Section } from '../Section';
import { assignmentTally } from './assignmentTally';

const Board = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 420px), 1fr));
  gap: var(--sp-space-5);
  align-items: start;
`;

const Tally = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: var(--sp-space-3);
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Shortcuts = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(160px, 1fr));
  gap: var(--sp-space-3);
  margin: 0;
  padding: 0;
  list-style: none;

  & a {
    display: flex;
    align-items: center;
    justify-content: center;
    min-height: calc(var(--sp-control-height) * 1.5);
    padding: var(--sp-space-2);
    border: 1px solid var(--sp-color-border);
    border-radius: var(--sp-radius-control);
    background: var(--sp-color-surface);
    color: var(--sp-color-text);
    text-decoration: none;
  }

  & a:hover {
    border-color: var(--sp-color-primary);
    color: var(--sp-color-primary);
  }

  & a:focus-visible {
    outline: none;
    box-shadow: var(--sp-focus-ring);
  }
`;

function MyProgress({ id }: { id: string }) {
  const schedule = useClassCompletion(id);
  if (schedule.error) return <LoadFailed what="学习进度" height={120} onRetry={() => void schedule.mutate()} />;
  if (!schedule.data) {
    return (
      <Loading label="正在加载学习进度">
        <Skeleton lines={3} />
      </Loading>
    );
  }
  return <CompletionSummary schedule={schedule.data} />;
}

function MyAssignments({ id }: { id: string }) {
  const assignments = useClassAssignments(id);
  if (assignments.error) return <LoadFailed what="班级作业" height={120} onRetry={() => void assignments.mutate()} />;
  if (!assignments.data) {
    return (
      <Loading label="正在加载班级作业">
        <Skeleton lines={3} />
      </Loading>
    );
  }
  const tally = assignmentTally(assignments.data);
  if (tally.length === 0) return <EmptyState height={120} description="本班暂无作业" />;
  return (
    <Tally aria-label="作业情况">
      {tally.map((line) => (
        <li key={line.label}>
          <Tag tone={line.tone}>
            {line.label} {line.count}
          </Tag>
        </li>
      ))}
    </Tally>
  );
}

function Affairs({ detail, id }: { detail: TbtpClassDetail; id: string }) {
  const enrolled = Boolean(detail.enrolled);
  return (
    <>
      <Section title="班级概况">
        <ClassFacts detail={detail} />
      </Section>
      <Board>
        <Section title="最新公告" action={<Link to={classNoticeAddress(id)}>全部公告</Link>}>
          <ClassNoticeList tbtpId={id} pageSize={3} />
        </Section>
        <Section title="我的学习进度" action={enrolled ? <Link to={classFileAddress(id, 'completionSchedule')}>完成进度详情</Link> : undefined}>
          {enrolled ? <MyProgress id={id} /> : <NotEnrolled id={id} what="学习进度" />}
        </Section>
      </Board>
      {enrolled && (
        <Section title="班级作业" action={<Link to={assignmentsAddress(id)}>查看作业</Link>}>
          <MyAssignments id={id} />
        </Section>
      )}
      <Section title="班级事务">
        <Shortcuts>
          <li>
            <Link to={classMembersAddress(id)}>班级成员（{detail.memberCount} 人）</Link>
          </li>
          <li>
            <Link to={classDynamicsAddress(id)}>班级动态</Link>
          </li>
          {enrolled && (
            <li>
              <Link to={classFileAddress(id, 'excellentProgress')}>优秀进度榜</Link>
            </li>
          )}
          <li>
            <Link to={enrolmentQrCodeAddress(id)}>报名二维码</Link>
          </li>
        </Shortcuts>
      </Section>
    </>
  );
}

/** /projectDetailBwgl?id=: the class at a glance, its latest notices and, for a member, their progress and assignments. */
export function ClassAffairsScreen() {
  return <ClassFrame page="班务管理">{(detail, id) => <Affairs detail={detail} id={id} />}</ClassFrame>;
}
