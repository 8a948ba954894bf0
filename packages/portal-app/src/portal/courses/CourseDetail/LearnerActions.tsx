import { useToggleCourseCollect, useToggleCourseLike, type CourseDetail } from '@study-portal/api';
import { Button } from '@study-portal/ui';
import { useState } from 'react';
import { courseDiscussionAddress, courseStudyAddress, studyActionLabel } from '../addresses';
import { refusalText } from '../courseFailure';
import { Actions, Feedback } from './CourseDetail.styles';

type Pending = 'collect' | 'zan' | null;

/**
 * What a signed-in learner does on a course page: study it, collect it, like it, discuss it.
 * Collect and like are saved on the server, so they hold after a reload; the outcome is
 * announced in a status line.
 */
export function LearnerActions({ course }: { course: CourseDetail }) {
  const toggleCollect = useToggleCourseCollect();
  const toggleZan = useToggleCourseLike();
  const [pending, setPending] = useState<Pending>(null);
  const [feedback, setFeedback] = useState('');

  const run = async (kind: Exclude<Pending, null>, action: () => Promise<string>, failed: string) => {
    setPending(kind);
    try {
      setFeedback(await action());
    } catch (failure) {
      setFeedback(refusalText(failure, failed));
    } finally {
      setPending(null);
    }
  };

  const collect = () =>
    run('collect', async () => ((await toggleCollect({ courseId: course.id })).isCollected ? '已收藏' : '已取消收藏'), '收藏失败，请稍后再试');
  const zan = () => run('zan', async () => ((await toggleZan({ courseId: course.id })).isZan ? '已点赞' : '已取消点赞'), '点赞失败，请稍后再试');

  return (
    <>
      <Actions>
        <Button href={courseStudyAddress(course)} variant="primary">
          {studyActionLabel(course)}
        </Button>
        <Button loading={pending === 'collect'} onClick={() => void collect()}>
          {course.isCollected ? '已收藏' : '收藏'}
        </Button>
        <Button loading={pending === 'zan'} onClick={() => void zan()}>
          {course.isZan ? '已点赞' : '点赞'} {course.zanNum}
        </Button>
        <Button href={courseDiscussionAddress(course.id)}>课程讨论</Button>
      </Actions>
      <Feedback role="status">{feedback}</Feedback>
    </>
  );
}
