import { courseCardProps, useRecommendedCourses } from '@study-portal/api';
import { Button, CardCollection, CourseCard } from '@study-portal/ui';
import { useState } from 'react';
import { LoadFailed } from '../../../../components/LoadFailed';
import { SectionPlaceholder } from '../SectionPlaceholder';
import { sectionShapes } from '../sectionShapes';
import { SectionTools } from './sectionParts';
import { courseAddress } from '../../../courses/addresses';

/** The three recommended courses (COURSE_RECOMMEND_SHOW), with 换一换 for the next three. */
export function CourseRecommendations() {
  const [batch, setBatch] = useState(0);
  const courses = useRecommendedCourses({ batch });
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
          renderItem={(course) => <CourseCard {...courseCardProps(course)} href={courseAddress(course)} />}
        />
      )}
    </>
  );
}
