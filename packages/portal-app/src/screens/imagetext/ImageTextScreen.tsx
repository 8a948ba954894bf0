import { useCourseDetail, type CourseDetail } from '@study-portal/api';
import { RichText, VisuallyHidden } from '@study-portal/ui';
import { useId } from 'react';
import { Navigate } from 'react-router-dom';
import { ScreenPage } from '../../components/ScreenPage';
import { CourseAbout } from '../../study/CourseAbout';
import { CourseFacts } from '../../study/CourseFacts';
import { CourseLoadFailed, CourseLoading, CourseUnavailable, isUnknownCourse } from '../../study/CourseStates';
import { studyPathOf } from '../../study/courseLinks';
import { CourseTitle, Panel, StudyColumns } from '../../study/StudyPage.styles';
import { useCourseParam } from '../../study/useCourseParam';
import { useReadingRecord } from '../../study/useReadingRecord';
import { ReadingRecordPanel } from './ReadingRecordPanel';

const pageTitle = '图文学习';

function ImageTextStudy({ course }: { course: CourseDetail }) {
  const bodyTitleId = useId();
  const reading = useReadingRecord(course);
  return (
    <ScreenPage>
      <div>
        <CourseTitle>{course.name}</CourseTitle>
        <CourseFacts course={course} />
      </div>
      <StudyColumns>
        <Panel aria-labelledby={bodyTitleId}>
          <VisuallyHidden as="h2" id={bodyTitleId}>
            课程正文
          </VisuallyHidden>
          <RichText html={course.resourcePath} />
        </Panel>
        <ReadingRecordPanel course={course} state={reading} />
      </StudyColumns>
      <CourseAbout course={course} />
    </ScreenPage>
  );
}

/**
 * /imagetext?id=: an image-text course, read on the page. Time with the page in view is
 * recorded; the server completes the course and credits its hours.
 */
export function ImageTextScreen() {
  const id = useCourseParam();
  const detail = useCourseDetail(id || null);

  if (!id) return <CourseUnavailable title={pageTitle} reason="未指定课程" />;
  if (detail.error) {
    return isUnknownCourse(detail.error) ? (
      <CourseUnavailable title={pageTitle} reason={detail.error.serverMessage} />
    ) : (
      <CourseLoadFailed title={pageTitle} onRetry={() => void detail.mutate()} />
    );
  }
  if (!detail.data) return <CourseLoading title={pageTitle} />;
  if (detail.data.resourceType === 'VIDEO') return <Navigate to={studyPathOf(detail.data)} replace />;
  return <ImageTextStudy key={detail.data.id} course={detail.data} />;
}
