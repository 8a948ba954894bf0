import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createPortalClients } from '../client/portalClients';
import { defaultPortalConfig, mergePortalConfig } from '../config/portalConfig';
import { createMockBackend } from '../mocks/createMockBackend';
import { signIn } from '../mocks/core/request';

const origin = 'http://127.0.0.1:4173';

/**
 * A fake backend on msw's Node interceptor plus the portal's clients pointed at it, for
 * contract tests. `signInAs(username)` makes later calls carry that account's token.
 * State is reset after every test. `site: 'admin'` makes the clients the admin site's.
 */
export function useContractBackend({ site }: { site?: 'admin' } = {}) {
  // As strict as the demo server: the contract is proven against what a gateway accepts.
  const backend = createMockBackend({}, { gateway: 'strict' });
  const server = setupServer(...backend.handlers);
  let token = '';
  const clients = createPortalClients(
    mergePortalConfig(defaultPortalConfig, { pcApi: { prefix: `${origin}/pcApi/` }, liveApi: { prefix: `${origin}/apiLive` } }),
    { identity: { tenantId: () => backend.db.settings.tenantId, visitorId: () => 'visitor-test', token: () => token }, ...(site ? { site } : {}) },
  );
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    backend.db.reset();
    token = '';
  });
  afterAll(() => server.close());
  return {
    db: backend.db,
    clients,
    signInAs(username: string) {
      token = signIn(backend.db, username);
      return token;
    },
    signOut() {
      token = '';
    },
  };
}
