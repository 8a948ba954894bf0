import { OpenCourseDetail, useOpenCourseProps } from '../OpenCourseDetailScreen';

/** /openCourseDetailMobile?id=: the open course page in one narrow column, as a phone opens a shared link. */
export function OpenCourseDetailMobileScreen() {
  return <OpenCourseDetail {...useOpenCourseProps()} layout="narrow" />;
}
