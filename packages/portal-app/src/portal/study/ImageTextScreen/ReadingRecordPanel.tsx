import { isCourseCompleted, type CourseDetail } from '@study-portal/api';
import { Card, ProgressBar, Tag } from '@study-portal/ui';
import { useId } from 'react';
import { Hint, Outcome, RecordList } from '../StudyPage.styles';
import type { ReadingState } from '../readingRecord';
import { formatHours } from '../studyFormat';

/** The learner's reading of an image-text course: time read as the server counts it, and hours. */
export function ReadingRecordPanel({ course, state }: { course: CourseDetail; state: ReadingState }) {
  const titleId = useId();
  const completed = state.completed || isCourseCompleted(course);
  const credited = state.creditedHours > 0 ? state.creditedHours : completed ? course.creditHour : 0;
  const read = state.readSeconds ?? 0;
  const percent = completed ? 100 : state.requiredSeconds > 0 ? (read / state.requiredSeconds) * 100 : 0;

  return (
    <Card element="section" outlined aria-labelledby={titleId}>
      <h2 id={titleId}>阅读记录</h2>
      <RecordList>
        <dt>学习状态</dt>
        <dd>{completed ? <Tag tone="success">已完成</Tag> : read > 0 ? <Tag tone="warning">学习中</Tag> : <Tag>未学习</Tag>}</dd>
        {completed ? null : (
          <>
            <dt>阅读时长</dt>
            <dd>{state.readSeconds === undefined ? '正在读取' : `${Math.min(read, state.requiredSeconds)} / ${state.requiredSeconds} 秒`}</dd>
          </>
        )}
        <dt>已获学时</dt>
        <dd>
          <strong>{formatHours(credited)}</strong> / {formatHours(course.creditHour)} 学时
        </dd>
      </RecordList>
      <ProgressBar value={percent} label="阅读进度" showValue tone={completed ? 'success' : 'primary'} />
      <Hint>{completed ? '已完成学习。' : `页面显示时计入阅读时长，累计满 ${state.requiredSeconds} 秒即完成学习，由系统认定学时。`}</Hint>
      <Outcome role="status">
        {state.message ? (
          <div>
            <p>{state.message}</p>
          </div>
        ) : state.creditedHours > 0 ? (
          <div>
            <p>本课程已学完，本次获得 {formatHours(state.creditedHours)} 学时。</p>
          </div>
        ) : null}
      </Outcome>
    </Card>
  );
}
