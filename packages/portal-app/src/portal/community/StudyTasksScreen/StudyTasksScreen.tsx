import { useStudyTasks, type StudyTask } from '@study-portal/api';
import { Card, EmptyState, Image, Loading, Pagination, Skeleton, Tabs } from '@study-portal/ui';
import styled from 'styled-components';
import { taskNav } from '../areaPages';
import { StudyTaskEntry } from '../StudyTaskEntry';
import { useListFilters } from '../useListFilters';
import { LoadFailed } from '../../../components/LoadFailed';
import { PageNav } from '../../../components/PageNav';
import { ScreenPage } from '../../../components/ScreenPage';

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
`;

const Task = styled(Card).attrs({ element: 'li' })`
  display: grid;
  grid-template-columns: minmax(0, 200px) minmax(0, 1fr);
  gap: var(--sp-space-4);
  overflow-wrap: anywhere;

  @media (max-width: 640px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

function TaskList({ tasks }: { tasks: readonly StudyTask[] }) {
  return (
    <Tasks aria-label="学习任务列表">
      {tasks.map((task) => (
        <Task key={task.id}>
          <Image src={task.cover} alt="" ratio="16 / 9" />
          <StudyTaskEntry task={task} headingLevel={3} />
        </Task>
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
      <PageNav label="学习任务" items={taskNav} />
      <section aria-labelledby="tasks-title">
        <h2 id="tasks-title">全部学习任务</h2>
        <Tabs label="按状态筛选学习任务" items={statusTabs} value={status ?? 'all'} onChange={(value) => filters.setFilter('status', value === 'all' ? '' : value)}>
          {tasks.error ? (
            <LoadFailed what="学习任务" onRetry={() => void tasks.mutate()} />
          ) : !tasks.data ? (
            <Loading label="正在加载学习任务">
              <Skeleton shape="rect" height={320} />
            </Loading>
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
