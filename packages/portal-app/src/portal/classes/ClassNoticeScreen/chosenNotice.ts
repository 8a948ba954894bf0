import type { TbtpNotice } from '@study-portal/api';

/**
 * The notice to show: the one the address names, looked for on the page shown and then among
 * all notices; without one in the address, the newest on the page. `missing` when the address
 * names a notice the class does not have.
 */
export function chosenNotice(
  noticeId: string,
  onPage: readonly TbtpNotice[] | undefined,
  all: readonly TbtpNotice[] | undefined,
): { notice?: TbtpNotice; missing: boolean; searching: boolean } {
  if (!onPage) return { missing: false, searching: true };
  if (!noticeId) return { notice: onPage[0], missing: false, searching: false };
  const here = onPage.find((item) => item.id === noticeId);
  if (here) return { notice: here, missing: false, searching: false };
  if (!all) return { missing: false, searching: true };
  const found = all.find((item) => item.id === noticeId);
  return found ? { notice: found, missing: false, searching: false } : { missing: true, searching: false };
}
