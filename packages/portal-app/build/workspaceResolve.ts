import { defaultClientConditions, type UserConfig } from 'vite';

/**
 * How the portal's build resolves modules, shared by the build itself and by the scan that finds
 * the home page's up-front modules (sharedChunks.ts), which must see the same modules:
 * - the kit, the clients and the UKEY client from their sources (the `@study-portal/source`
 *   export condition, docs/adr/0021), so chunks follow their modules and a change needs no
 *   package build;
 * - SWR reads its stores through `use-sync-external-store/shim`, a stand-in for React before
 *   18; React 19 exports the same hook itself, so SWR gets React's and the shim stays out.
 */
export const workspaceResolve: NonNullable<UserConfig['resolve']> = {
  conditions: ['@study-portal/source', ...defaultClientConditions],
  alias: [{ find: /^use-sync-external-store\/shim$/, replacement: 'react' }],
};
