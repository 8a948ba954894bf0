import { useCurrentStudyTask } from '@study-portal/api';
import { EmptyState, Loading, Skeleton } from '@study-portal/ui';
import { Link } from 'react-router-dom';
import { taskNav } from '../areaPages';
import { StudyTaskView } from '../StudyTaskView';
import { LoadFailed } from '../../../components/LoadFailed';
import { PageNav } from '../../../components/PageNav';
import { ScreenPage } from '../../../components/ScreenPage';

/** /currenttask: this month's study task, what it asks and how far the learner has got. */
export function CurrentStudyTaskScreen() {
  const task = useCurrentStudyTask();
  return (
    <ScreenPage>
      <h1>本期学习任务</h1>
      <PageNav label="学习任务" items={taskNav} />
      {task.error ? (
        <LoadFailed what="学习任务" onRetry={() => void task.mutate()} />
      ) : task.data === undefined ? (
        <Loading label="正在加载学习任务">
          <Skeleton shape="rect" height={320} />
        </Loading>
      ) : task.data === null ? (
        <EmptyState description="本期暂无学习任务">
          <Link to="/task/taskLists">查看往期学习任务</Link>
        </EmptyState>
      ) : (
        <StudyTaskView task={task.data} titleLevel={2} />
      )}
    </ScreenPage>
  );
}
