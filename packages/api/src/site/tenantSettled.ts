import { portalStorage } from '../storage/portalStorage';
import { siteConfigPaths } from './siteConfig';

// Settled once the sub-site configuration has answered, or failed: then the tenant id is
// what it will be for this page (spec 4.1 loads the configuration before anything else).
let settle: () => void = () => undefined;
const settled = new Promise<void>((resolve) => {
  settle = resolve;
});

/** Called by the sub-site configuration's read when it is done, whatever its outcome. */
export function markTenantSettled(): void {
  settle();
}

const configurationPaths: ReadonlySet<string> = new Set(Object.values(siteConfigPaths));

/**
 * `RequestIdentity.ready` for the browser portal and admin site: the configuration's own calls
 * go at once; every other call waits until the tenant id is stored (kept from earlier in the
 * tab, or just read), so its `tenantId` header is never empty.
 */
export function tenantReady(path: string): Promise<void> {
  if (configurationPaths.has(path) || portalStorage.tenantId() !== '') return Promise.resolve();
  return settled;
}
