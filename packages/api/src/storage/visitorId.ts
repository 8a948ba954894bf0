/**
 * The visitor id sent as the `fingerprint` header (docs/product/platform.md#storage, docs/product/platform.md#identity-headers). Local storage, where the product
 * keeps it, is cleared whenever a page goes away, so the id cannot be remembered: it is derived
 * again, the same each time, from what the browser says about itself. Not an identity (two
 * colleagues on identical machines share it), only the stable "same browser" hint the gateway
 * expects.
 */

/** What the browser says about itself that stays the same from one page load to the next. */
export function browserTraits(scope: typeof globalThis = globalThis): string[] {
  const { navigator, screen } = scope as typeof globalThis & Partial<Pick<Window, 'navigator' | 'screen'>>;
  return [
    navigator?.userAgent ?? 'no-navigator',
    String(navigator?.languages ?? navigator?.language),
    String(navigator?.hardwareConcurrency),
    String(navigator?.maxTouchPoints),
    screen ? `${screen.width}x${screen.height}x${screen.colorDepth}` : '',
    String(new Date(0).getTimezoneOffset()),
  ];
}

/** FNV-1a, twice with different offsets: 16 hex digits, enough to tell browsers apart. */
export function visitorIdOf(traits: readonly string[]): string {
  const text = traits.join('\u241f');
  const hash = (value: number) => {
    for (let index = 0; index < text.length; index += 1) value = Math.imul(value ^ text.charCodeAt(index), 0x01000193) >>> 0;
    return value.toString(16).padStart(8, '0');
  };
  return hash(0x811c9dc5) + hash(0x050c5d1f);
}
