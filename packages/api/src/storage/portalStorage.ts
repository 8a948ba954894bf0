import type { UserInfo } from '../contract/account/userInfoSchema';
import { browserTraits, visitorIdOf } from './visitorId';

/**
 * Every value the portal keeps in the browser, under the keys of docs/product/platform.md#storage.
 *
 * Session storage holds the site configuration (`configure`), the user info (`userInfo`),
 * the access token and the active menu id. Local storage holds the last system parameter
 * (`lastSysParam`: its value is the theme and it carries the tenant id) and the visitor id.
 *
 * [A] The product names `configure`, `userInfo` and `lastSysParam`; the keys of the token,
 * the active id and the visitor id are ours, kept here so a real deployment can rename them
 * in one place.
 */
export const storageKeys = {
  configure: 'configure',
  userInfo: 'userInfo',
  accessToken: 'accessToken',
  activeId: 'activeId',
  lastSysParam: 'lastSysParam',
  visitorId: 'visitorId',
} as const;

/** The last system parameter as stored locally (docs/product/platform.md#storage). */
export interface LastSysParam {
  code: string;
  /** The theme name, `blue` or anything else for red. */
  value: string;
  tenantId: string;
}

function safeStorage(kind: 'sessionStorage' | 'localStorage'): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window[kind];
  } catch {
    // Storage access throws in some privacy modes; the portal then runs without persistence.
    return undefined;
  }
}

function readJson<T>(storage: Storage | undefined, key: string): T | undefined {
  const text = storage?.getItem(key);
  if (text == null || text === '') return undefined;
  try {
    return JSON.parse(text) as T;
  } catch {
    return undefined;
  }
}

function writeJson(storage: Storage | undefined, key: string, value: unknown): void {
  storage?.setItem(key, JSON.stringify(value));
}

export const portalStorage = {
  accessToken(): string {
    return safeStorage('sessionStorage')?.getItem(storageKeys.accessToken) ?? '';
  },
  setAccessToken(token: string): void {
    safeStorage('sessionStorage')?.setItem(storageKeys.accessToken, token);
  },
  activeId(): string | undefined {
    return safeStorage('sessionStorage')?.getItem(storageKeys.activeId) ?? undefined;
  },
  setActiveId(id: string): void {
    safeStorage('sessionStorage')?.setItem(storageKeys.activeId, id);
  },
  configure<T>(): T | undefined {
    return readJson<T>(safeStorage('sessionStorage'), storageKeys.configure);
  },
  setConfigure(value: unknown): void {
    writeJson(safeStorage('sessionStorage'), storageKeys.configure, value);
  },
  lastSysParam(): LastSysParam | undefined {
    return readJson<LastSysParam>(safeStorage('localStorage'), storageKeys.lastSysParam);
  },
  setLastSysParam(value: LastSysParam): void {
    writeJson(safeStorage('localStorage'), storageKeys.lastSysParam, value);
    // A copy for the tab: local storage is emptied when the page goes away (docs/product/platform.md#storage), and a page
    // the back-forward cache brings back, or the next page of the tab, takes it from here.
    writeJson(safeStorage('sessionStorage'), storageKeys.lastSysParam, value);
  },
  /**
   * Puts the tab's copy of the last system parameter back into local storage when it is gone
   * there: a page the back-forward cache brings back runs no start-up, so it would otherwise
   * send its calls without the tenant id. A page that starts reads the configuration again
   * (docs/product/session.md#route-guard) rather than trusting the copy.
   */
  restoreLastSysParam(): void {
    const local = safeStorage('localStorage');
    const kept = safeStorage('sessionStorage')?.getItem(storageKeys.lastSysParam);
    if (local && kept && !local.getItem(storageKeys.lastSysParam)) local.setItem(storageKeys.lastSysParam, kept);
  },
  /** The visitor id (docs/product/platform.md#storage): the stored one, else derived from the browser and stored. */
  visitorId(): string {
    const local = safeStorage('localStorage');
    const stored = local?.getItem(storageKeys.visitorId);
    if (stored) return stored;
    const derived = visitorIdOf(browserTraits());
    local?.setItem(storageKeys.visitorId, derived);
    return derived;
  },
  setVisitorId(id: string): void {
    safeStorage('localStorage')?.setItem(storageKeys.visitorId, id);
  },
  /** The tenant id sent with every call: the one the site configuration was stored with. */
  tenantId(): string {
    return this.lastSysParam()?.tenantId ?? '';
  },
  /**
   * The stored user info (docs/product/session.md#user-info), read through its schema: a value that no longer fits
   * (an older build's, or edited by hand) reads as absent, so the guard fetches it again. The
   * schema loads when a stored user is there to check, not with the first download.
   */
  async userInfo(): Promise<UserInfo | undefined> {
    const stored = readJson<unknown>(safeStorage('sessionStorage'), storageKeys.userInfo);
    if (stored === undefined) return undefined;
    const { checkStoredUserInfo } = await import('../contract/account/userInfoSchema');
    return checkStoredUserInfo(stored);
  },
  setUserInfo(user: UserInfo): void {
    writeJson(safeStorage('sessionStorage'), storageKeys.userInfo, user);
  },
  /** docs/product/session.md#logout: on logout the user info and the site configuration always go. */
  clearSession(): void {
    const session = safeStorage('sessionStorage');
    session?.removeItem(storageKeys.userInfo);
    session?.removeItem(storageKeys.configure);
  },
  /** docs/product/session.md#logout: without a Token cookie, everything the portal kept goes, in both storages. */
  clearAll(): void {
    safeStorage('sessionStorage')?.clear();
    safeStorage('localStorage')?.clear();
  },
  /**
   * docs/product/platform.md#storage: all local storage is cleared when the page goes away. `pagehide` rather than
   * `unload`, which browsers skip for pages kept in the back-forward cache. Returns the
   * function that stops it (an app unmounting, a test ending).
   */
  clearLocalStorageOnUnload(target: Pick<Window, 'addEventListener' | 'removeEventListener'> | undefined = typeof window === 'undefined' ? undefined : window): () => void {
    if (!target) return () => undefined;
    const clear = () => safeStorage('localStorage')?.clear();
    // A page the back-forward cache brings back runs no start-up: it takes its tenant back here.
    const restore = (event: Event) => {
      if ((event as PageTransitionEvent).persisted) this.restoreLastSysParam();
    };
    target.addEventListener('pagehide', clear);
    target.addEventListener('pageshow', restore);
    return () => {
      target.removeEventListener('pagehide', clear);
      target.removeEventListener('pageshow', restore);
    };
  },
};
