import { Button, Card, Image, Loading, QRCode, RichText, Skeleton, Tag, VisuallyHidden } from '@study-portal/ui';
import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { LoadFailed } from '../../../components/LoadFailed';
import { ScreenPage } from '../../../components/ScreenPage';
import { courseShareAddress } from '../addresses';
import { missingCourseAddress, useCourseRecord } from '../CourseDetail';

const CourseSummary = styled(Card).attrs({ element: 'section' })`
  display: grid;
  grid-template-columns: minmax(200px, 360px) minmax(0, 1fr);
  gap: var(--sp-space-5);
  border: 1px solid var(--sp-color-border);

  @media (max-width: 767px) {
    grid-template-columns: minmax(0, 1fr);
  }

  & h2 {
    overflow-wrap: anywhere;
  }

  & p {
    margin: 0 0 var(--sp-space-2);
    overflow-wrap: anywhere;
  }
`;

const SharePanel = styled(Card).attrs({ element: 'section' })`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: var(--sp-space-3);
  border: 1px solid var(--sp-color-border);

  & h2 {
    align-self: stretch;
  }
`;

const Address = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: var(--sp-space-3);
  margin: 0;
  overflow-wrap: anywhere;

  & a {
    color: var(--sp-color-primary);
  }

  & a:focus-visible {
    outline: none;
    box-shadow: var(--sp-focus-ring);
  }
`;

const Muted = styled.p`
  color: var(--sp-color-text-muted);
`;

export interface CourseShareProps {
  /** Copies the address; the browser's clipboard by default. */
  copy?: (text: string) => Promise<void>;
}

const copyToClipboard = (text: string) => navigator.clipboard.writeText(text);

/** /share?id= (课程分享): what a course is, with its share code and address, for anyone to pass on. */
export function CourseShareScreen({ copy = copyToClipboard }: CourseShareProps) {
  const [params] = useSearchParams();
  const { course, missing, failed, retry } = useCourseRecord(params.get('id'));
  const [copied, setCopied] = useState('');

  if (missing) return <Navigate to={missingCourseAddress} replace />;
  if (failed) {
    return (
      <ScreenPage>
        <h1>课程分享</h1>
        <LoadFailed what="课程" onRetry={retry} />
      </ScreenPage>
    );
  }
  if (!course) {
    return (
      <ScreenPage>
        <h1>课程分享</h1>
        <Loading label="正在加载课程">
          <Skeleton shape="rect" height={200} />
        </Loading>
      </ScreenPage>
    );
  }

  const address = courseShareAddress(course, window.location.origin);
  const copyAddress = async () => {
    try {
      await copy(address);
      setCopied('链接已复制');
    } catch {
      setCopied('复制失败，请手动复制链接');
    }
  };

  return (
    <ScreenPage>
      <h1>课程分享</h1>
      <CourseSummary aria-labelledby="share-course-title">
        <Image src={course.courseCover ?? null} alt="" ratio="16 / 9" loading="eager" />
        <div>
          <h2 id="share-course-title">{course.name}</h2>
          <p>
            <Tag tone="info">{course.resourceType === 'ARTICLE' ? '图文课程' : '视频课程'}</Tag>
          </p>
          {course.teacher && <Muted>授课教师：{course.teacher}</Muted>}
          <Muted>学时：{course.creditHour}</Muted>
          <RichText html={course.introduction} empty={null} />
        </div>
      </CourseSummary>
      <SharePanel aria-labelledby="share-code-title">
        <h2 id="share-code-title">扫码或复制链接分享</h2>
        <QRCode value={address} label="课程分享二维码" size={200} hint />
        <Address>
          <a href={address}>{address}</a>
          <Button size="small" onClick={() => void copyAddress()}>
            复制链接
          </Button>
        </Address>
        <VisuallyHidden role="status">{copied}</VisuallyHidden>
        {copied && <Muted aria-hidden="true">{copied}</Muted>}
      </SharePanel>
    </ScreenPage>
  );
}
