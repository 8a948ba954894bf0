import { useCourseDetail } from '@study-portal/api';
import { isMissingCourse } from '../courseFailure';

/**
 * A course page's course: the record, or whether it is missing (no id, or the server refused
 * the id: the page then shows /errorShare, docs/product/courses.md#sharing-a-course), or a failure worth retrying.
 */
export function useCourseRecord(courseId: string | null) {
  const detail = useCourseDetail(courseId || null);
  return {
    course: detail.data,
    missing: !courseId || isMissingCourse(detail.error),
    failed: Boolean(detail.error) && !isMissingCourse(detail.error),
    retry: () => void detail.mutate(),
  };
}

/** Where a course page sends its reader when the course does not exist. */
export const missingCourseAddress = '/errorShare';
