import { PageNotice } from '../../../components/PageNotice';
import { useInsidePortalFrame } from '../../layouts/PortalFrame/insidePortalFrame';

/**
 * Shown for addresses the portal does not have, inside the portal frame (its search and menu
 * stay at hand), and alone when the site cannot be configured (docs/product/routes.md#when-the-site-cannot-be-configured).
 */
export function NotFoundScreen() {
  const framed = useInsidePortalFrame();
  return (
    <PageNotice
      framed={framed}
      title="页面不存在"
      description={framed ? '您访问的页面不存在。可返回首页，或在页面上方搜索课程与资讯。' : '您访问的页面不存在，或站点配置暂时无法读取。'}
    >
      <a href="/index">返回首页</a>
    </PageNotice>
  );
}
