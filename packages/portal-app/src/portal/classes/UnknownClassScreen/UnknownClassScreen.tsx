import { EmptyState } from '@study-portal/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ScreenPage } from '../../../components/ScreenPage';
import { classPagePaths } from '../addresses';

const Ways = styled.p`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: var(--sp-space-5);
  margin: 0;

  & a {
    color: var(--sp-color-primary);
  }
`;

/** /errorCode: where a link to a class that does not exist (any more) ends, with the ways back. */
export function UnknownClassScreen() {
  return (
    <ScreenPage>
      <h1>班级不存在</h1>
      <EmptyState description="您访问的专题班不存在或已被删除，请确认链接是否正确。">
        <Ways>
          <Link to={classPagePaths.index}>浏览网上专题班</Link>
          <Link to="/index">返回首页</Link>
        </Ways>
      </EmptyState>
    </ScreenPage>
  );
}
