import { SharedCourse } from '../SharedCourse';

/** /contentShareBook?id=: a shared image-text course, readable without signing in and without a record. */
export function SharedImageTextScreen() {
  return <SharedCourse pageTitle="图文课程分享" kind="ARTICLE" invitationTitle="参加学习" />;
}
