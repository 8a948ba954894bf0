import type { TbtpSchedule } from '@study-portal/api';
import { Card, ProgressBar, Tag } from '@study-portal/ui';
import styled from 'styled-components';
import { hoursToGo, completionFigures } from './completionFigures';

const Figures = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: var(--sp-space-3);
`;

const Figure = styled(Card).attrs({ outlined: true })`
  display: flex;
  flex-direction: column;
  gap: var(--sp-space-2);
  padding: var(--sp-space-3) var(--sp-space-4);

  & p {
    margin: 0;
  }

  & strong {
    color: var(--sp-color-primary);
    font-size: var(--sp-font-size-large);
  }
`;

const Standing = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--sp-space-2);
  margin: 0;
`;

/** The learner's hours in the class against its requirement, and whether they have completed it. */
export function CompletionSummary({ schedule }: { schedule: TbtpSchedule }) {
  const toGo = hoursToGo(schedule);
  return (
    <>
      <Standing>
        {schedule.completed ? <Tag tone="success">已结业</Tag> : <Tag tone="primary">学习中</Tag>}
        <span>{schedule.completed ? '您已完成本班全部学时要求。' : `距结业还需 ${toGo} 学时。`}</span>
      </Standing>
      <Figures>
        {completionFigures(schedule).map((figure) => (
          <Figure key={figure.label}>
            <p>{figure.label}</p>
            <p>
              <strong>{figure.earned}</strong> / {figure.required} 学时
            </p>
            <ProgressBar value={figure.percent} label={`${figure.label}完成进度`} showValue tone={figure.percent >= 100 ? 'success' : 'primary'} />
          </Figure>
        ))}
      </Figures>
    </>
  );
}
