import type { CourseDetail } from '@study-portal/api';
import { Card, RichText, VisuallyHidden } from '@study-portal/ui';
import { useId } from 'react';
import { ScreenPage } from '../../../components/ScreenPage';
import { CourseAbout } from '../CourseAbout';
import { CourseFacts } from '../CourseFacts';
import { CourseToStudy } from '../CourseToStudy';
import { CourseTitle, StudyColumns } from '../StudyPage.styles';
import { useReadingRecord } from '../useReadingRecord';
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
        <Card element="section" outlined aria-labelledby={bodyTitleId}>
          <VisuallyHidden as="h2" id={bodyTitleId}>
            课程正文
          </VisuallyHidden>
          <RichText html={course.resourcePath} />
        </Card>
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
  return (
    <CourseToStudy pageTitle={pageTitle} studiedElsewhere="VIDEO">
      {(course) => <ImageTextStudy key={course.id} course={course} />}
    </CourseToStudy>
  );
}
