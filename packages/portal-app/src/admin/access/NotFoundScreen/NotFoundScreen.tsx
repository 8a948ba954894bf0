import { EmptyState } from '@study-portal/ui';
import { Link } from 'react-router-dom';
import { adminHomePath } from '../adminRoute';
import { adminMessages } from '../../components/adminTexts';
import { ScreenSection } from '../../components/ScreenSection';

/** An admin address that has no route, inside the shell so the menu stays at hand. */
export function NotFoundScreen() {
  return (
    <ScreenSection title={adminMessages.notFound}>
      <EmptyState description="您访问的页面不存在。">
        <Link to={adminHomePath}>返回首页</Link>
      </EmptyState>
    </ScreenSection>
  );
}
