import { SharedCourse } from '../SharedCourse';

/** /contentShare?id=: a shared video course, watchable without signing in and without a record. */
export function SharedVideoScreen() {
  return <SharedCourse pageTitle="课程分享" kind="VIDEO" invitationTitle="参加学习" />;
}
