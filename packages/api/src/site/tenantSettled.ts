import { portalStorage } from '../storage/portalStorage';
import { siteConfigPaths } from './siteConfig';

// Settled once the sub-site configuration has answered, or failed: then the tenant id is
// what it will be for this page (docs/product/session.md#route-guard loads the configuration before anything else).
let settle: () => void = () => undefined;
const settled = new Promise<void>((resolve) => {
  settle = resolve;
});

// The tenant this page read. Local storage is emptied when the page goes away (docs/product/platform.md#storage), but
// the calls a page makes while it goes (a video's last position) still belong to its tenant.
let pageTenant = '';

/** Called by the sub-site configuration's read when it is done, with the tenant it gave, if any. */
export function markTenantSettled(tenantId = ''): void {
  if (tenantId) pageTenant = tenantId;
  settle();
}

/** The tenant id this page read from its configuration; empty before it has. */
export const pageTenantId = (): string => pageTenant;

const configurationPaths: ReadonlySet<string> = new Set(Object.values(siteConfigPaths));

/**
 * `RequestIdentity.ready` for the browser portal and admin site: the configuration's own calls
 * go at once; every other call waits until the tenant id is stored (kept from earlier in the
 * tab, or just read), so its `tenantId` header is never empty.
 */
export function tenantReady(path: string): Promise<void> {
  if (configurationPaths.has(path) || portalStorage.tenantId() !== '' || pageTenant !== '') return Promise.resolve();
  return settled;
}
