import { describe, expect, it, vi } from 'vitest';
import { captureToken } from './captureToken';

function target(href: string) {
  const storeToken = vi.fn();
  const replaceState = vi.fn();
  return { storeToken, replaceState, value: { location: { href }, history: { replaceState, state: { idx: 0 } }, storeToken } };
}

describe('captureToken', () => {
  it.each([
    ['http://x/admin/?token=demo-admin-1', 'demo-admin-1', '/admin/'],
    ['http://x/admin/classes?page=2&token=t1#top', 't1', '/admin/classes?page=2#top'],
    ['http://x/admin?a=1&token=t2&b=2', 't2', '/admin?a=1&b=2'],
  ])('stores the token of %s and leaves %s', (href, token, left) => {
    const { storeToken, replaceState, value } = target(href);
    expect(captureToken(value)).toBe(true);
    expect(storeToken).toHaveBeenCalledWith(token);
    expect(replaceState).toHaveBeenCalledWith({ idx: 0 }, '', left);
  });

  it('takes the token of a crafted address and leaves the admin site’s start, which the history accepts', () => {
    const { storeToken, replaceState, value } = target('http://x//evil.example/x?token=t3');
    expect(captureToken(value)).toBe(true);
    expect(storeToken).toHaveBeenCalledWith('t3');
    expect(replaceState).toHaveBeenCalledWith({ idx: 0 }, '', '/admin/');
  });

  it('passes on the portal’s word that the token’s administrator verified, and drops it from the address', () => {
    const { storeToken, replaceState, value } = target('http://x/admin/?token=t4&verified=1');
    const markVerified = vi.fn();
    expect(captureToken({ ...value, markVerified })).toBe(true);
    expect(storeToken).toHaveBeenCalledWith('t4');
    expect(markVerified).toHaveBeenCalledWith('t4');
    expect(replaceState).toHaveBeenCalledWith({ idx: 0 }, '', '/admin/');
    const unverified = target('http://x/admin/?token=t5');
    captureToken({ ...unverified.value, markVerified });
    expect(markVerified).toHaveBeenCalledTimes(1);
  });

  it('leaves an address without a token alone', () => {
    const { storeToken, replaceState, value } = target('http://x/admin/dashboard');
    expect(captureToken(value)).toBe(false);
    expect(storeToken).not.toHaveBeenCalled();
    expect(replaceState).not.toHaveBeenCalled();
  });

  it('drops an empty token from the address without storing it', () => {
    const { storeToken, replaceState, value } = target('http://x/admin/?token=');
    expect(captureToken(value)).toBe(false);
    expect(storeToken).not.toHaveBeenCalled();
    expect(replaceState).toHaveBeenCalledWith({ idx: 0 }, '', '/admin/');
  });
});
