import { Skeleton } from '@study-portal/ui';
import { Panel, ShareCentre } from './CourseDetail.styles';

/** The share panel while its QR code is on its way: the same heading, the code's square held. */
export function CourseSharePending() {
  return (
    <Panel aria-labelledby="course-share-title" aria-busy="true">
      <h2 id="course-share-title">分享课程</h2>
      <ShareCentre>
        <Skeleton shape="rect" width={160} height={160} />
      </ShareCentre>
    </Panel>
  );
}
