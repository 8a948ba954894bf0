import { portalStorage, useCourseDetail, type CourseDetail } from '@study-portal/api';
import { Button, Card, RichText, VideoFrame, type VideoFrameHandle, VisuallyHidden } from '@study-portal/ui';
import { useId, useRef, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { ScreenPage } from '../../../components/ScreenPage';
import { CourseAbout } from '../CourseAbout';
import { CourseFacts } from '../CourseFacts';
import { CourseLoadFailed, CourseLoading, isUnknownCourse } from '../CourseStates';
import { coursePagePaths, courseStudyAddress, sharedCourseAddress } from '../../courses/addresses';
import { CourseTitle, Hint, StudyColumns } from '../StudyPage.styles';
import { formatHours } from '../studyFormat';
import { useCourseParam } from '../useCourseParam';
import { useExclusivePlayback } from '../useExclusivePlayback';

/** Nothing is recorded here; signing in (the study page is guarded) is how study counts. */
function StudyInvitation({ course, title }: { course: CourseDetail; title: string }) {
  const titleId = useId();
  const signedIn = portalStorage.accessToken() !== '';
  return (
    <Card element="section" outlined aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      <p>在此{course.resourceType === 'ARTICLE' ? '阅读' : '观看'}不记录学习进度，也不计学时。</p>
      <p>
        {signedIn ? '进入学习' : '登录后学习'}，完成本课程可获得 {formatHours(course.creditHour)} 学时。
      </p>
      <Button href={courseStudyAddress(course)} variant="primary">{signedIn ? '进入学习' : '登录学习'}</Button>
      <Hint>{signedIn ? '学习进度和学时记入您的学习档案。' : '登录后返回本课程的学习页面。'}</Hint>
    </Card>
  );
}

/** A video anyone may watch: no study record, one video at a time across the portal's tabs. */
function OpenPlayer({ course }: { course: CourseDetail }) {
  const player = useRef<VideoFrameHandle>(null);
  const titleId = useId();
  const playback = useExclusivePlayback(player);
  return (
    <section aria-labelledby={titleId}>
      <VisuallyHidden as="h2" id={titleId}>
        课程视频
      </VisuallyHidden>
      <VideoFrame
        ref={player}
        src={course.resourcePath || undefined}
        poster={course.courseCover || undefined}
        title={course.name}
        message={playback.message}
        onPlay={playback.onPlay}
        onPause={playback.onPause}
        onEnded={playback.onEnded}
      />
    </section>
  );
}

function ArticleBody({ course }: { course: CourseDetail }) {
  const titleId = useId();
  return (
    <Card element="section" outlined aria-labelledby={titleId}>
      <VisuallyHidden as="h2" id={titleId}>
        课程正文
      </VisuallyHidden>
      <RichText html={course.resourcePath} />
    </Card>
  );
}

export interface SharedCourseScreenProps {
  /** The page's own heading while the course loads. */
  pageTitle: string;
  /** What this page shows: a video, or an image-text course. */
  kind: 'VIDEO' | 'ARTICLE';
  /** The heading of the panel beside the content. */
  invitationTitle: string;
}

/**
 * A course on a page anyone may open (share links, open viewing): its summary and content,
 * nothing recorded, and the way to study it for hours. An unknown course goes to /errorShare;
 * a course of the other kind goes to its own share page.
 */
export function SharedCourseScreen({ pageTitle, kind, invitationTitle }: SharedCourseScreenProps) {
  const id = useCourseParam();
  const detail = useCourseDetail(id || null);

  if (!id || isUnknownCourse(detail.error)) return <Navigate to={coursePagePaths.unknown} replace />;
  if (detail.error) return <CourseLoadFailed title={pageTitle} onRetry={() => void detail.mutate()} />;
  if (!detail.data) return <CourseLoading title={pageTitle} />;
  const course = detail.data;
  if (course.resourceType !== kind) return <Navigate to={sharedCourseAddress(course)} replace />;

  let content: ReactNode = <ArticleBody course={course} />;
  if (kind === 'VIDEO') content = <OpenPlayer key={course.id} course={course} />;
  return (
    <ScreenPage>
      <div>
        <CourseTitle>{course.name}</CourseTitle>
        <CourseFacts course={course} />
      </div>
      <StudyColumns>
        {content}
        <StudyInvitation course={course} title={invitationTitle} />
      </StudyColumns>
      <CourseAbout course={course} />
    </ScreenPage>
  );
}
