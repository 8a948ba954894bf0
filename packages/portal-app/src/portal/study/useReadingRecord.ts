import { imageTextReadSeconds, isCourseCompleted, useRecordImageTextReading, type ArticleReadRequest, type CourseDetail } from '@study-portal/api';
import { useEffect, useEffectEvent, useState } from 'react';
import { createReadingRecord, type ReadingState } from './readingRecord';

const isVisible = () => document.visibilityState !== 'hidden';

/**
 * The reading record of an image-text course while its page is shown. Mount it once per
 * course (key the component by the course id).
 */
export function useReadingRecord(course: CourseDetail): ReadingState {
  const record = useRecordImageTextReading();
  const [state, setState] = useState<ReadingState>(() => ({
    readSeconds: undefined,
    requiredSeconds: imageTextReadSeconds,
    completed: isCourseCompleted(course),
    creditedHours: 0,
    message: undefined,
  }));
  const recordCall = useEffectEvent((request: ArticleReadRequest) => record(request));
  const completedBefore = useEffectEvent(() => isCourseCompleted(course));

  useEffect(() => {
    const current = createReadingRecord({
      courseId: course.id,
      record: (request) => recordCall(request),
      completed: completedBefore(),
      onChange: setState,
    });
    current.start(isVisible());
    const visibility = () => current.visibilityChanged(isVisible());
    const leaving = () => current.flush();
    document.addEventListener('visibilitychange', visibility);
    window.addEventListener('pagehide', leaving);
    return () => {
      document.removeEventListener('visibilitychange', visibility);
      window.removeEventListener('pagehide', leaving);
      current.flush();
      current.dispose();
    };
  }, [course.id]);

  return state;
}
