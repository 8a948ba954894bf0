/**
 * Where an address from the back office may lead (banners, books): a path inside the portal,
 * or an http(s) page elsewhere, opened in a new tab. Anything else (`javascript:`, `data:`,
 * `//host`) is no link at all, so a hostile record cannot run script through a click.
 */
export type LinkTarget = { kind: 'internal'; to: string } | { kind: 'external'; href: string };

export function linkTarget(address: string | null | undefined): LinkTarget | undefined {
  const value = address?.trim();
  if (!value) return undefined;
  if (value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')) return { kind: 'internal', to: value };
  if (/^https?:\/\/[^/\\]/i.test(value)) return { kind: 'external', href: value };
  return undefined;
}
