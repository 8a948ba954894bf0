import { EmptyState, ThemeProvider } from '@study-portal/ui';
import styled from 'styled-components';

const Page = styled.main`
  box-sizing: border-box;
  max-width: 640px;
  margin: 10vh auto 0;
  padding: 0 16px;
  text-align: center;

  & h1 {
    margin: 0 0 8px;
    font-size: 24px;
  }

  & a {
    color: var(--sp-color-primary);
  }
`;

/** Shown for addresses the portal does not have, and when the site cannot be configured (spec 2.7). */
export function NotFoundScreen() {
  return (
    <ThemeProvider>
      <Page>
        <h1>页面不存在</h1>
        <EmptyState description="您访问的页面不存在，或站点配置暂时无法读取。">
          <a href="/index">返回首页</a>
        </EmptyState>
      </Page>
    </ThemeProvider>
  );
}
