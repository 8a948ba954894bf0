import { EmptyState } from '@study-portal/ui';
import { adminMessages } from '../../components/adminTexts';
import { ScreenSection } from '../../components/ScreenSection';

/** A route the user's roles do not permit (docs/product/admin.md#admin-guard-screens), inside the shell: a 403 page. */
export function ForbiddenScreen() {
  return (
    <ScreenSection title="403">
      <EmptyState description={adminMessages.forbidden} />
    </ScreenSection>
  );
}
