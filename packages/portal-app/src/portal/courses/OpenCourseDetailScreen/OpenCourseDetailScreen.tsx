import { useSearchParams } from 'react-router-dom';
import { CourseDetailView } from '../CourseDetail';
import { useSession } from '../../../session';

export interface OpenCourseDetailProps {
  courseId: string | null;
  signedIn: boolean;
  onLogin: () => void;
  /** `narrow` for the mobile page. */
  layout?: 'wide' | 'narrow';
}

/** A course as anyone may see it, with a sign-in in place of the learner's actions. */
export function OpenCourseDetail({ courseId, signedIn, onLogin, layout = 'wide' }: OpenCourseDetailProps) {
  return <CourseDetailView courseId={courseId} mode="open" layout={layout} signedIn={signedIn} onLogin={onLogin} />;
}

/** The open page's course and session. */
function useOpenCourseProps(): Omit<OpenCourseDetailProps, 'layout'> {
  const [params] = useSearchParams();
  const { token, login } = useSession();
  return { courseId: params.get('id'), signedIn: Boolean(token), onLogin: login };
}

/**
 * A course's open page, no sign-in needed: /openCourseDetail?id=, /openNewGoodCourseDetail?id=
 * and /openCourseTextDetail?id= (the view reads the course type itself: study time, reader
 * address, share page), and narrow at /openCourseDetailMobile?id=, as a phone opens a shared link.
 */
export function OpenCourseDetailScreen({ layout = 'wide' }: Pick<OpenCourseDetailProps, 'layout'>) {
  return <OpenCourseDetail {...useOpenCourseProps()} layout={layout} />;
}
