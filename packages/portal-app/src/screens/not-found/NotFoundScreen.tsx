import { ThemeProvider } from '@study-portal/ui';
import { PageNotice } from '../../components/PageNotice';

/** Shown for addresses the portal does not have, and when the site cannot be configured (spec 2.7). */
export function NotFoundScreen() {
  return (
    <ThemeProvider>
      <PageNotice title="页面不存在" description="您访问的页面不存在，或站点配置暂时无法读取。">
        <a href="/index">返回首页</a>
      </PageNotice>
    </ThemeProvider>
  );
}
