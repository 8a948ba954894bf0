import { VisuallyHidden } from '@study-portal/ui';

/** Tells screen-reader users that a link opens a new tab (WCAG 3.2.5). */
export function ExternalHint() {
  return <VisuallyHidden>（在新窗口打开）</VisuallyHidden>;
}
