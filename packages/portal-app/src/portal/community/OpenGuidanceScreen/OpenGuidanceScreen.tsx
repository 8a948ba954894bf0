import { courseCardProps, useCurrentStudyTask } from '@study-portal/api';
import { Button, CardCollection, CourseCard, EmptyState, Loading, Skeleton } from '@study-portal/ui';
import styled from 'styled-components';
import { Facts, Panel } from '../../shared/recordLayout';
import { MyGuidance } from '../MyGuidance';
import { courseAddress } from '../../courses/addresses';
import { periodText } from '../studyTaskStatus';
import { LoadFailed } from '../../../components/LoadFailed';
import { ScreenPage } from '../../../components/ScreenPage';
import { useSession } from '../../../session';

const Invitation = styled(Panel)`
  display: flex;
  flex-wrap: wrap;
  gap: var(--sp-space-4);
  align-items: center;
  justify-content: space-between;

  & p {
    margin: 0;
  }
`;

/** What every visitor can be guided to: this month's study task and its courses. */
function MonthTask() {
  const task = useCurrentStudyTask();
  return (
    <section aria-labelledby="open-task-title">
      <h2 id="open-task-title">本期学习任务</h2>
      {task.error ? (
        <LoadFailed what="学习任务" onRetry={() => void task.mutate()} />
      ) : task.data === undefined ? (
        <Loading label="正在加载学习任务">
          <Skeleton shape="rect" height={240} />
        </Loading>
      ) : task.data === null ? (
        <EmptyState description="本期暂无学习任务" />
      ) : (
        <>
          <Panel>
            <h3>{task.data.title}</h3>
            <Facts>{periodText(task.data.startDate, task.data.endDate) && <li>任务时间：{periodText(task.data.startDate, task.data.endDate)}</li>}</Facts>
            {task.data.summary && <p>{task.data.summary}</p>}
          </Panel>
          <CardCollection
            items={task.data.courses ?? []}
            getKey={(course) => course.id}
            label="本期学习任务的课程"
            emptyText="本任务暂无指定课程"
            renderItem={(course) => (
              <CourseCard
                {...courseCardProps(course)}
                // An open page: no learner's standing, whoever reads it.
                status={undefined}
                href={courseAddress(course)}
                headingLevel={4}
              />
            )}
          />
        </>
      )}
    </section>
  );
}

export interface OpenGuidanceProps {
  signedIn: boolean;
  onLogin: () => void;
}

/**
 * The open form of intelligent guidance, reachable from shared links and the mobile app
 * without signing in: a signed-in learner gets their own path; a visitor gets this month's
 * task and a way to sign in for a personal path.
 */
export function OpenGuidance({ signedIn, onLogin }: OpenGuidanceProps) {
  return (
    <ScreenPage>
      <h1>智能导学</h1>
      {signedIn ? (
        <MyGuidance />
      ) : (
        <>
          <Invitation>
            <p>登录后，系统将根据您的年度学时要求和学习进度，为您生成专属学习路径。</p>
            <Button variant="primary" onClick={onLogin}>
              登录查看我的学习路径
            </Button>
          </Invitation>
          <MonthTask />
        </>
      )}
    </ScreenPage>
  );
}

/** /openIntelligentGuidance. */
export function OpenGuidanceScreen() {
  const { token, user, login } = useSession();
  return <OpenGuidance signedIn={Boolean(token) && user.status !== 'failed'} onLogin={login} />;
}
