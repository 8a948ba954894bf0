import { readAddress, VisuallyHidden } from '@study-portal/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/**
 * A link the server sent, read by the URL policy (docs/url-policy.md): a portal page opens in
 * the app, another site in a new tab (docs/product/platform.md#formats: external links), anything else shows as plain text.
 */
export function ServerLink({ link, children }: { link: string | null | undefined; children: ReactNode }) {
  const target = readAddress(link);
  if (target.kind === 'internal') return <Link to={target.to}>{children}</Link>;
  if (target.kind === 'external') {
    return (
      <a href={target.href} target="_blank" rel="noopener noreferrer">
        {children}
        <VisuallyHidden>（在新窗口打开）</VisuallyHidden>
      </a>
    );
  }
  return <>{children}</>;
}
