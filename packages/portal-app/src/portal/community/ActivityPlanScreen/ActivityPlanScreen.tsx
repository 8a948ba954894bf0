import { useStudyTasks } from '@study-portal/api';
import { Card, EmptyState, Loading, Skeleton } from '@study-portal/ui';
import styled from 'styled-components';
import { StudyTaskEntry } from '../StudyTaskEntry';
import { LoadFailed } from '../../../components/LoadFailed';
import { ScreenPage } from '../../../components/ScreenPage';
import { planMonths } from './planMonths';

// A plan shows the whole programme at once; the server keeps monthly tasks, two years fit.
const planSize = 24;

const Timeline = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    position: relative;
    padding: 0 0 var(--sp-space-5) var(--sp-space-6);
    border-left: 2px solid var(--sp-color-border);
  }

  & > li:last-child {
    padding-bottom: 0;
  }

  & > li::before {
    position: absolute;
    top: 4px;
    left: -7px;
    width: 12px;
    height: 12px;
    border-radius: var(--sp-radius-pill);
    background: var(--sp-color-border);
    content: '';
  }

  & > li[data-now]::before {
    background: var(--sp-color-primary);
  }

  & h3 {
    margin: 0 0 var(--sp-space-2);
    font-size: var(--sp-font-size-title);
  }

  & > li > ul {
    display: flex;
    flex-direction: column;
    gap: var(--sp-space-3);
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const Activity = styled(Card).attrs({ element: 'li' })`
  padding: var(--sp-space-3) var(--sp-space-4);
  overflow-wrap: anywhere;
`;

/**
 * /scheme: the learning activity plan (学习活动方案) — the monthly study tasks laid out as a
 * programme, month by month, the running one marked. [A] The product names the route but no
 * call of its own; the plan is read from the study tasks.
 */
export function ActivityPlanScreen() {
  const tasks = useStudyTasks({ page: 1, pageSize: planSize });
  return (
    <ScreenPage>
      <h1>学习活动方案</h1>
      <section aria-labelledby="plan-title">
        <h2 id="plan-title">学习活动安排</h2>
        {tasks.error ? (
          <LoadFailed what="学习活动安排" onRetry={() => void tasks.mutate()} />
        ) : !tasks.data ? (
          <Loading label="正在加载学习活动安排">
            <Skeleton shape="rect" height={320} />
          </Loading>
        ) : tasks.data.items.length === 0 ? (
          <EmptyState description="暂无学习活动安排" />
        ) : (
          <Timeline aria-label="按月份排列的学习活动">
            {planMonths(tasks.data.items).map((month) => (
              <li key={month.key} data-now={month.tasks.some((task) => task.status === 'ongoing') ? '' : undefined}>
                <h3>{month.label}</h3>
                <ul aria-label={`${month.label}的学习活动`}>
                  {month.tasks.map((task) => (
                    <Activity key={task.id}>
                      <StudyTaskEntry task={task} headingLevel={4} />
                    </Activity>
                  ))}
                </ul>
              </li>
            ))}
          </Timeline>
        )}
      </section>
    </ScreenPage>
  );
}
