import { useClassCompletion } from '@study-portal/api';
import { Loading, Skeleton } from '@study-portal/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { LoadFailed } from '../../../components/LoadFailed';
import { assignmentsAddress, classAddress, classNoticeAddress } from '../addresses';
import { ClassFacts } from '../ClassFacts';
import { CompletionSummary } from '../CompletionSummary';
import { Section } from '../Section';
import { useClassFile } from './classFileContext';

const Ways = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: var(--sp-space-4);
  margin: 0;

  & a {
    color: var(--sp-color-primary);
  }
`;

/** /projectDetailCxda/myClass: the class the learner is in and how far they have got. */
export function MyClassTab() {
  const { detail, id } = useClassFile();
  const schedule = useClassCompletion(id);
  return (
    <>
      <Section title="我的班级">
        <ClassFacts detail={detail} />
        <Ways>
          <Link to={classAddress(id)}>进入班级学习</Link>
          <Link to={assignmentsAddress(id)}>个人作业</Link>
          <Link to={classNoticeAddress(id)}>班级公告</Link>
        </Ways>
      </Section>
      <Section title="我的学习">
        {schedule.error ? (
          <LoadFailed what="学习进度" height={120} onRetry={() => void schedule.mutate()} />
        ) : schedule.data ? (
          <CompletionSummary schedule={schedule.data} />
        ) : (
          <Loading label="正在加载学习进度">
            <Skeleton shape="rect" height={120} />
          </Loading>
        )}
      </Section>
    </>
  );
}
