import { Skeleton } from '@study-portal/ui';
import styled from 'styled-components';
import { Panel } from './CourseDetail.styles';

const Centre = styled.div`
  display: flex;
  justify-content: center;
`;

/** The share panel while its QR code is on its way: the same heading, the code's square held. */
export function CourseSharePending() {
  return (
    <Panel aria-labelledby="course-share-title" aria-busy="true">
      <h2 id="course-share-title">分享课程</h2>
      <Centre>
        <Skeleton shape="rect" width={160} height={160} />
      </Centre>
    </Panel>
  );
}
