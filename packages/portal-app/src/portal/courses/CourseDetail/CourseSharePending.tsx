import { Card, Loading, Skeleton } from '@study-portal/ui';
import { ShareCentre } from './CourseDetail.styles';

/** The share panel while its QR code is on its way: the same heading, the code's square held. */
export function CourseSharePending() {
  return (
    <Card element="section" outlined aria-labelledby="course-share-title">
      <h2 id="course-share-title">分享课程</h2>
      <Loading label="正在加载分享二维码">
        <ShareCentre>
          <Skeleton shape="rect" width={160} height={160} />
        </ShareCentre>
      </Loading>
    </Card>
  );
}
