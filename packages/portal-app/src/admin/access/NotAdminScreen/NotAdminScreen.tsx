import { PageNotice } from '../../../components/PageNotice';
import { adminMessages } from '../../components/adminTexts';

/** A signed-in user without `manage` (docs/product/admin.md#admin-guard-screens). */
export function NotAdminScreen() {
  return (
    <PageNotice title={adminMessages.notAdmin} description="如需管理权限，请联系单位管理员。">
      <a href="/index">{adminMessages.backToPortal}</a>
    </PageNotice>
  );
}
