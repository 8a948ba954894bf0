import { OpenCourseDetail, useOpenCourseProps } from '../OpenCourseDetailScreen';

/**
 * /openCourseTextDetail?id=: an image-text course's open page (no sign-in needed). The view
 * reads the course type itself (study time, reader address, share page).
 */
export function OpenImageTextCourseScreen() {
  return <OpenCourseDetail {...useOpenCourseProps()} />;
}
