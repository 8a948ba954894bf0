import { useSearchParams } from 'react-router-dom';
import { CourseDetailView } from '../CourseDetail';
import { useSession } from '../../../session';

export interface OpenCourseDetailProps {
  courseId: string | null;
  signedIn: boolean;
  onSignIn: () => void;
  /** `narrow` for the mobile page. */
  layout?: 'wide' | 'narrow';
}

/** A course as anyone may see it, with a sign-in in place of the learner's actions. */
export function OpenCourseDetail({ courseId, signedIn, onSignIn, layout = 'wide' }: OpenCourseDetailProps) {
  return <CourseDetailView courseId={courseId} mode="open" layout={layout} signedIn={signedIn} onSignIn={onSignIn} />;
}

/** The open page's course and session, for the open screens' routes. */
export function useOpenCourseProps(): OpenCourseDetailProps {
  const [params] = useSearchParams();
  const { token, signIn } = useSession();
  return { courseId: params.get('id'), signedIn: Boolean(token), onSignIn: signIn };
}

/** /openCourseDetail?id= and /openNewGoodCourseDetail?id=: a course's open page (no sign-in needed). */
export function OpenCourseDetailScreen() {
  return <OpenCourseDetail {...useOpenCourseProps()} />;
}
