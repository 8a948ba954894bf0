/**
 * The start-up address in the one form that needs no reading: a path of plain characters, no
 * hash, no token. Almost every page load is one, so the URL policy (startupAddress.ts) is
 * fetched only for the others: a token from the sign-in site, a legacy `#/` link, anything
 * encoded or crafted. Everything this lets through, the policy would leave exactly as it is
 * (plainStartupAddress.test.ts holds it to that).
 */
export function isPlainStartupAddress({ pathname, search, hash }: Pick<Location, 'pathname' | 'search' | 'hash'>): boolean {
  return (
    /^(\/[\w-]+(\.[\w-]+)*)*\/?$/.test(pathname) &&
    /^(\?[\w\-.=&]*)?$/.test(search) &&
    !/(^|[?&])token=/.test(search) &&
    hash === ''
  );
}
