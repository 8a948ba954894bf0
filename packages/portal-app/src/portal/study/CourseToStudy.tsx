import { useCourseDetail, type CourseDetail } from '@study-portal/api';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { CourseLoadFailed, CourseLoading, CourseUnavailable, isUnknownCourse } from './CourseStates';
import { courseStudyAddress } from '../courses/addresses';
import { useCourseParam } from './useCourseParam';

export interface CourseToStudyProps {
  /** The study page's heading while there is no course to show. */
  pageTitle: string;
  /** A course of this type has the other study page, where the learner is sent. */
  studiedElsewhere: CourseDetail['resourceType'];
  /** The study itself, for the course the address names. */
  children: (course: CourseDetail) => ReactNode;
}

/**
 * What both study pages (/subcourse, /imagetext) do before the study: the course the address
 * names, or why there is none (no id, 课程不存在, a failure to retry), and the move to the
 * other page for a course of the other type.
 */
export function CourseToStudy({ pageTitle, studiedElsewhere, children }: CourseToStudyProps) {
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
  if (detail.data.resourceType === studiedElsewhere) return <Navigate to={courseStudyAddress(detail.data)} replace />;
  return children(detail.data);
}
