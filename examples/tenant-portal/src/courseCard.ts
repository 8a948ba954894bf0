import type { CourseSummary } from '@study-portal/api';
import type { CourseCardProps } from '@study-portal/ui';

// Written by hand until the packages map records to props themselves.
export function courseCard(course: CourseSummary): CourseCardProps {
  return {
    name: course.name,
    ...(course.courseCover ? { cover: course.courseCover } : {}),
    ...(course.teacher ? { teacher: course.teacher } : {}),
    ...(course.showCourseDuration ? { showCourseDuration: course.showCourseDuration } : {}),
    creditHour: course.creditHour,
    courseVisitor: course.courseVisitor,
    status: course.studyStatus === '2' ? 'completed' : 'notStarted',
    isFine: course.isFine,
  };
}
