import { Button, EmptyState } from '@study-portal/ui';
import styled from 'styled-components';
import { ScreenPage } from '../../../components/ScreenPage';

const Ways = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: var(--sp-space-3);
`;

/** /errorShare (课程不存在, docs/product/courses.md#sharing-a-course): where a link to a missing or withdrawn course ends, with ways on. */
export function UnknownCourseScreen() {
  return (
    <ScreenPage>
      <h1>课程不存在</h1>
      <EmptyState description="您访问的课程不存在或已下架，请确认链接是否正确。">
        <Ways>
          <Button href="/index" variant="primary">
            返回首页
          </Button>
          <Button href="/commendIndex">浏览课程推荐</Button>
        </Ways>
      </EmptyState>
    </ScreenPage>
  );
}
