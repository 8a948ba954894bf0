import { SharedCourse } from '../SharedCourse';

/** /openSeeView?id=: the open viewing of a video course; nothing is recorded. */
export function OpenVideoScreen() {
  return <SharedCourse pageTitle="课程观看" kind="VIDEO" invitationTitle="观看说明" />;
}
