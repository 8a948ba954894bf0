import type { BreadcrumbItem } from '@study-portal/ui';

export interface MatchLike {
  pathname: string;
  handle?: unknown;
}

const titleOf = (handle: unknown): string | undefined => {
  const title = (handle as { title?: unknown } | undefined)?.title;
  return typeof title === 'string' && title !== '' ? title : undefined;
};

/**
 * The breadcrumb from the matched routes' titles (docs/product/admin.md#breadcrumb-and-navbar), starting from 首页 on every
 * other page so the way home is always one click. Addresses carry the basename, for links
 * opened in a new tab.
 */
export function breadcrumbOf(matches: readonly MatchLike[], basename: string, home: { path: string; title: string }): BreadcrumbItem[] {
  const steps = matches.flatMap((match) => {
    const label = titleOf(match.handle);
    return label ? [{ label, path: match.pathname.replace(/\/+$/, '') || '/' }] : [];
  });
  const unique = steps.filter((step, index) => index === 0 || steps[index - 1]?.label !== step.label);
  const items = unique.map((step) => ({ label: step.label, href: `${basename}${step.path}` }));
  if (unique[0]?.path === home.path) return items;
  return [{ label: home.title, href: `${basename}${home.path}` }, ...items];
}
