import { useStudyTasks, type StudyTask } from '@study-portal/api';
import { EmptyState, Image, Pagination, Tabs, Tag } from '@study-portal/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { AreaNav, taskNav } from '../../community/AreaNav';
import { counted, Facts } from '../../community/Figures';
import { Loading } from '../../community/Loading';
import { taskAddress } from '../../community/portalAddress';
import { periodText, taskStatusLabels, taskStatusTones } from '../../community/taskStatus';
import { useListFilters } from '../../community/useListFilters';
import { LoadFailed } from '../../components/LoadFailed';
import { ScreenPage } from '../../components/ScreenPage';

const pageSize = 6;

const statusTabs: Array<{ value: StudyTask['status'] | 'all'; label: string }> = [
  { value: 'all', label: '全部' },
  { value: 'ongoing', label: '进行中' },
  { value: 'upcoming', label: '未开始' },
  { value: 'ended', label: '已结束' },
];

const isStatus = (value: string): value is StudyTask['status'] => value === 'ongoing' || value === 'upcoming' || value === 'ended';

const Tasks = styled.ul`
  display: flex;
  flex-direction: column;
  gap: var(--sp-space-3);
  margin: 0 0 var(--sp-space-4);
  padding: 0;
  list-style: none;

  & > li {
    display: grid;
    grid-template-columns: minmax(0, 200px) minmax(0, 1fr);
    gap: var(--sp-space-4);
    padding: var(--sp-space-4);
    border-radius: 8px;
    background: var(--sp-color-surface);
    overflow-wrap: anywhere;
  }

  @media (max-width: 640px) {
    & > li {
      grid-template-columns: minmax(0, 1fr);
    }
  }

  & h3 {
    display: flex;
    flex-wrap: wrap;
    gap: var(--sp-space-2);
    align-items: center;
    margin: 0 0 var(--sp-space-2);
    font-size: var(--sp-font-size-title);
  }

  & h3 a {
    color: var(--sp-color-text);
  }

  & h3 a:hover {
    color: var(--sp-color-primary);
  }

  & h3 a:focus-visible {
    outline: none;
    border-radius: var(--sp-radius-control);
    box-shadow: var(--sp-focus-ring);
  }

  & p {
    margin: var(--sp-space-2) 0 0;
    color: var(--sp-color-text-muted);
  }
`;

function TaskList({ tasks }: { tasks: readonly StudyTask[] }) {
  return (
    <Tasks aria-label="学习任务列表">
      {tasks.map((task) => (
        <li key={task.id}>
          <Image src={task.cover} alt="" ratio="16 / 9" />
          <div>
            <h3>
              <Link to={taskAddress(task.id)}>{task.title}</Link>
              <Tag tone={taskStatusTones[task.status]}>{taskStatusLabels[task.status]}</Tag>
            </h3>
            <Facts>
              {periodText(task.startDate, task.endDate) && <li>{periodText(task.startDate, task.endDate)}</li>}
              {task.publisher && <li>{task.publisher}</li>}
              <li>{counted(task.participantCount)} 人参与</li>
            </Facts>
            {task.summary && <p>{task.summary}</p>}
          </div>
        </li>
      ))}
    </Tasks>
  );
}

/** /task/taskLists: every study task, newest first, by status, a page at a time. */
export function StudyTasksScreen() {
  const filters = useListFilters();
  const raw = filters.params.get('status') ?? '';
  const status = isStatus(raw) ? raw : undefined;
  const tasks = useStudyTasks({ page: filters.page, pageSize, ...(status ? { status } : {}) });

  return (
    <ScreenPage>
      <h1>学习任务</h1>
      <AreaNav label="学习任务" items={taskNav} />
      <section aria-labelledby="tasks-title">
        <h2 id="tasks-title">全部学习任务</h2>
        <Tabs label="按状态筛选学习任务" items={statusTabs} value={status ?? 'all'} onChange={(value) => filters.setFilter('status', value === 'all' ? '' : value)}>
          {tasks.error ? (
            <LoadFailed what="学习任务" onRetry={() => void tasks.mutate()} />
          ) : !tasks.data ? (
            <Loading what="学习任务" height={320} />
          ) : tasks.data.items.length === 0 ? (
            <EmptyState />
          ) : (
            <>
              <TaskList tasks={tasks.data.items} />
              <Pagination page={filters.page} pageSize={pageSize} total={tasks.data.total} onChange={filters.setPage} label="学习任务分页" />
            </>
          )}
        </Tabs>
      </section>
    </ScreenPage>
  );
}
