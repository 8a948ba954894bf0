import { useStudyTask } from '@study-portal/api';
import { EmptyState, Loading, Skeleton } from '@study-portal/ui';
import { Link, useSearchParams } from 'react-router-dom';
import { taskNav } from '../areaPages';
import { StudyTaskView } from '../StudyTaskView';
import { LoadFailed } from '../../../components/LoadFailed';
import { PageNav } from '../../../components/PageNav';
import { ScreenPage } from '../../../components/ScreenPage';

const backToList = <Link to="/task/taskLists">返回学习任务列表</Link>;

/** /task/taskDetail?id=: one study task in full. */
export function StudyTaskScreen() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const task = useStudyTask(id || null);

  if (task.data) {
    return (
      <ScreenPage>
        <PageNav label="学习任务" items={taskNav} />
        <StudyTaskView task={task.data} titleLevel={1} />
      </ScreenPage>
    );
  }
  return (
    <ScreenPage>
      <h1>学习任务详情</h1>
      <PageNav label="学习任务" items={taskNav} />
      {!id ? (
        <EmptyState description="未指定要查看的学习任务">{backToList}</EmptyState>
      ) : task.error?.kind === 'business' ? (
        <EmptyState description={task.error.serverMessage || '该学习任务无法查看'}>{backToList}</EmptyState>
      ) : task.error ? (
        <LoadFailed what="学习任务" onRetry={() => void task.mutate()} />
      ) : (
        <Loading label="正在加载学习任务">
          <Skeleton shape="rect" height={320} />
        </Loading>
      )}
    </ScreenPage>
  );
}
