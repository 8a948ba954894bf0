import { courseHasInClassTest, isCourseCompleted, type CourseDetail } from '@study-portal/api';
import { Button, Card, ProgressBar, Tag } from '@study-portal/ui';
import { useId } from 'react';
import { inClassExamAddress } from '../../exams/addresses';
import { Hint, Outcome, RecordList } from '../StudyPage.styles';
import { formatClock, formatHours } from '../studyFormat';
import type { VideoStudyState } from '../videoStudy';

const examStatusText: Record<string, string> = { '1': '已通过', '2': '未通过' };

/** What the learner has of this course so far: status, furthest point, hours, the test. */
export function StudyRecordPanel({ course, state }: { course: CourseDetail; state: VideoStudyState }) {
  const titleId = useId();
  const completed = state.completed || isCourseCompleted(course);
  const furthest = Math.max(state.furthest, course.furthest ?? 0);
  const duration = course.durationSeconds ?? 0;
  // The server credits hours on completion; before this visit's reply, completion means the
  // course's hours were credited then.
  const credited = state.creditedHours > 0 ? state.creditedHours : completed ? course.creditHour : 0;
  const hasTest = courseHasInClassTest(course) || state.finished?.hasInClassTest === true;
  const testPassed = course.examStatus === '1';
  const percent = completed ? 100 : duration > 0 ? (furthest / duration) * 100 : 0;
  const justFinished = state.finished?.completed === true;

  return (
    <Card element="section" outlined aria-labelledby={titleId}>
      <h2 id={titleId}>学习记录</h2>
      <RecordList>
        <dt>学习状态</dt>
        <dd>
          {completed ? <Tag tone="success">已完成</Tag> : furthest > 0 || state.recording ? <Tag tone="warning">学习中</Tag> : <Tag>未学习</Tag>}
        </dd>
        <dt>观看进度</dt>
        <dd>
          {formatClock(completed ? Math.max(furthest, duration) : furthest)} / {formatClock(duration)}
        </dd>
        <dt>已获学时</dt>
        <dd>
          <strong>{formatHours(credited)}</strong> / {formatHours(course.creditHour)} 学时
        </dd>
        {hasTest ? (
          <>
            <dt>随堂测试</dt>
            <dd>{examStatusText[course.examStatus ?? ''] ?? '未参加'}</dd>
          </>
        ) : null}
      </RecordList>
      <ProgressBar value={percent} label="观看进度" showValue tone={completed ? 'success' : 'primary'} />
      <Hint>{completed ? '已完成学习，可自由拖动播放进度。' : '学完前只能拖动到已观看过的位置；学完后由系统认定学时。'}</Hint>
      <Hint>{state.recording ? '正在记录学习进度' : '开始播放即记录学习进度'}</Hint>
      <Outcome role="status">
        {justFinished || (completed && hasTest && !testPassed) ? (
          <div>
            {justFinished ? (
              <p>
                本课程已学完{state.finished && (state.finished.creditedHour ?? 0) > 0 ? `，本次获得 ${formatHours(state.finished.creditedHour ?? 0)} 学时` : ''}。
              </p>
            ) : null}
            {completed && hasTest && !testPassed ? (
              <>
                <p>本课程设有随堂测试，检验学习效果。</p>
                <Button href={inClassExamAddress(course.id)} variant="primary">参加随堂测试</Button>
              </>
            ) : null}
          </div>
        ) : null}
      </Outcome>
    </Card>
  );
}
