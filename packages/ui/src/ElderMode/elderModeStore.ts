/**
 * Where the elder-friendly mode is remembered. A cookie, not local storage: the portal
 * clears local storage when a page unloads (docs/product/platform.md#storage), and a learner who switched the mode on
 * must not have to find the switch again on every visit.
 */
export interface ElderModeStore {
  read(): boolean;
  write(on: boolean): void;
}

const cookieName = 'sp-elder-mode';
const oneYear = 60 * 60 * 24 * 365;

export const cookieElderModeStore: ElderModeStore = {
  read() {
    if (typeof document === 'undefined') return false;
    return document.cookie.split(';').some((part) => part.trim() === `${cookieName}=1`);
  },
  write(on) {
    if (typeof document === 'undefined') return;
    document.cookie = on
      ? `${cookieName}=1; max-age=${oneYear}; path=/; SameSite=Lax`
      : `${cookieName}=; max-age=0; path=/; SameSite=Lax`;
  },
};
