import { PageNotice } from '../../../components/PageNotice';
import { adminMessages } from '../../components/adminTexts';

/** No session, or the session's user info could not be read: the way in is through the portal. */
export function LoginRequiredScreen() {
  return (
    <PageNotice title={adminMessages.loginRequired} description="管理端需要从门户进入，请在门户登录后点击管理端入口。">
      <a href="/index">{adminMessages.backToPortal}</a>
    </PageNotice>
  );
}
