import type { IncomingMessage, ServerResponse } from 'node:http';
import { createMockBackend, type MockBackendOptions, type MockDb, type MockSettings } from '@study-portal/api/mocks';
import type { RequestHandler } from 'msw';
import { createMockApiHandler } from './apiRoutes';
import { cookieOf } from './http';

/**
 * The cookie that picks an isolated backend. Tests running in parallel against one server each
 * set their own value, so one test's faults, tenant switch or reset never reach another.
 * Without it every browser shares the server's main backend.
 */
export const scopeCookie = 'demo-scope';

const validScope = /^[A-Za-z0-9._-]{1,128}$/;

/** Old scopes are forgotten beyond this many (a long e2e run creates one per test). */
const maxScopes = 200;

export interface DemoBackend {
  db: MockDb;
  /** What a reset returns to: the settings the server started with. */
  startSettings: MockSettings;
  serveApi: (request: IncomingMessage, response: ServerResponse, url: URL) => Promise<void>;
}

const cloneSettings = (settings: MockSettings): MockSettings => ({ ...settings, sysParams: { ...settings.sysParams } });

/** The main backend plus one lazily created backend per scope cookie value. */
export function createBackendScopes(db: MockDb, handlers: RequestHandler[], backendOptions: MockBackendOptions = {}) {
  const startSettings = cloneSettings(db.settings);
  const main: DemoBackend = { db, startSettings, serveApi: createMockApiHandler(handlers) };
  const scopes = new Map<string, DemoBackend>();

  return {
    main,
    /** The backend a request talks to. */
    backendFor(request: IncomingMessage): DemoBackend {
      const scope = cookieOf(request, scopeCookie);
      if (!scope || !validScope.test(scope)) return main;
      let backend = scopes.get(scope);
      if (!backend) {
        const created = createMockBackend(cloneSettings(startSettings), backendOptions);
        backend = { db: created.db, startSettings, serveApi: createMockApiHandler(created.handlers) };
        scopes.set(scope, backend);
        if (scopes.size > maxScopes) scopes.delete(scopes.keys().next().value!);
      }
      return backend;
    },
  };
}
