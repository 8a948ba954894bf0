import { isCourseCompleted, type CourseDetail } from '@study-portal/api';
import { VideoFrame, VisuallyHidden, type VideoFrameHandle } from '@study-portal/ui';
import { useId, useRef } from 'react';
import { ScreenPage } from '../../../components/ScreenPage';
import { CourseAbout } from '../CourseAbout';
import { CourseFacts } from '../CourseFacts';
import { CourseToStudy } from '../CourseToStudy';
import { seekLimitOf } from '../seekLimit';
import { CourseTitle, StudyColumns } from '../StudyPage.styles';
import { useVideoStudy } from '../useVideoStudy';
import { StudyRecordPanel } from './StudyRecordPanel';

const pageTitle = '视频学习';

/** The study of one video course, its record and its hours. */
function VideoStudy({ course }: { course: CourseDetail }) {
  const player = useRef<VideoFrameHandle>(null);
  const videoTitleId = useId();
  const study = useVideoStudy(course, player);
  const completed = study.state.completed || isCourseCompleted(course);
  const furthest = Math.max(study.state.furthest, course.furthest ?? 0);

  return (
    <ScreenPage>
      <div>
        <CourseTitle>{course.name}</CourseTitle>
        <CourseFacts course={course} />
      </div>
      <StudyColumns>
        <section aria-labelledby={videoTitleId}>
          <VisuallyHidden as="h2" id={videoTitleId}>
            课程视频
          </VisuallyHidden>
          <VideoFrame
            ref={player}
            src={course.resourcePath || undefined}
            poster={course.courseCover || undefined}
            title={course.name}
            startAt={course.studyTimes ?? 0}
            allowedUntil={seekLimitOf({ completed, furthest })}
            message={study.state.message}
            onPlay={study.onPlay}
            onPause={study.onPause}
            onEnded={study.onEnded}
            onTimeUpdate={study.onTimeUpdate}
          />
        </section>
        <StudyRecordPanel course={course} state={study.state} />
      </StudyColumns>
      <CourseAbout course={course} />
    </ScreenPage>
  );
}

/**
 * /subcourse?id=: a video course's study page. Playing opens a study record; the position is
 * saved about every minute of playing and when the page is hidden or left; the learner resumes
 * where they stopped, cannot skip ahead of what they watched until first completion, and is
 * offered the in-class test at the end.
 */
export function VideoStudyScreen() {
  return (
    <CourseToStudy pageTitle={pageTitle} studiedElsewhere="ARTICLE">
      {(course) => <VideoStudy key={course.id} course={course} />}
    </CourseToStudy>
  );
}
