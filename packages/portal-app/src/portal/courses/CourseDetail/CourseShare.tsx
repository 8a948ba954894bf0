import type { CourseDetail } from '@study-portal/api';
import { Card, QRCode } from '@study-portal/ui';
import { Link } from 'react-router-dom';
import { courseShareAddress, courseSharePageAddress } from '../addresses';
import { ShareCentre } from './CourseDetail.styles';

/** 分享: a QR code of the course's sharing page (video or image-text), for a phone to scan. */
export function CourseShare({ course, withSharePageLink = true }: { course: CourseDetail; withSharePageLink?: boolean }) {
  return (
    <Card element="section" outlined aria-labelledby="course-share-title">
      <h2 id="course-share-title">分享课程</h2>
      <ShareCentre>
        <QRCode value={courseShareAddress(course, window.location.origin)} label="课程分享二维码" size={160} hint />
        {withSharePageLink && <Link to={courseSharePageAddress(course.id)}>打开课程分享页</Link>}
      </ShareCentre>
    </Card>
  );
}
