import { useRecommendedCourses, type CourseSummary } from '@study-portal/api';
import { Button, CardCollection, CourseCard, type StudyStatus } from '@study-portal/ui';
import { useState } from 'react';
import { LoadFailed } from '../../../components/LoadFailed';
import { courseCardFacts } from '../../../courses/courseCard';
import { detailAddress, useOpenInApp } from '../shared/useOpenInApp';
import { SectionPlaceholder } from '../SectionPlaceholder';
import { sectionShapes } from '../sectionShapes';
import { SectionTools } from './sectionParts';

// '2' is completed in the product family, '1' started, '0' not yet; a visitor's courses carry none.
const statuses: Record<string, StudyStatus> = { '0': 'notStarted', '1': 'inProgress', '2': 'completed' };
const statusOf = (course: CourseSummary): StudyStatus | undefined => (course.studyStatus ? statuses[course.studyStatus] : undefined);

/** The three recommended courses (COURSE_RECOMMEND_SHOW), with 换一换 for the next three. */
export function CourseRecommendations() {
  const [batch, setBatch] = useState(0);
  const courses = useRecommendedCourses({ batch });
  const open = useOpenInApp();
  return (
    <>
      <SectionTools>
        <Button size="small" variant="text" disabled={!courses.data} onClick={() => setBatch((current) => current + 1)}>
          换一换
        </Button>
      </SectionTools>
      {courses.error ? (
        <LoadFailed what="推荐课程" height={300} onRetry={() => void courses.mutate()} />
      ) : !courses.data ? (
        <SectionPlaceholder shape={sectionShapes.courses} announce />
      ) : (
        <CardCollection
          items={courses.data}
          getKey={(course) => course.id}
          renderItem={(course) => {
            const href = detailAddress('/coursedetail', course.id);
            return (
              <CourseCard
                {...courseCardFacts(course)}
                status={statusOf(course)}
                href={href}
                onOpen={open(href)}
              />
            );
          }}
        />
      )}
    </>
  );
}
