import { describe, expect, it } from 'vitest';
import { adminEntry, adminEntryMessages } from './adminEntry';

const user = { manage: false, check: false, needUkey: false, loginBy: 'token' };

describe('admin entry', () => {
  it.each([
    [undefined, 't', { kind: 'login' }],
    [{ ...user, manage: true }, 'a b', { kind: 'open', url: '/admin/?token=a%20b' }],
    [{ ...user, manage: true, loginBy: 'password' }, 't', { kind: 'open', url: '/admin/' }],
    [{ ...user, manage: true }, '', { kind: 'open', url: '/admin/' }],
    [user, 't', { kind: 'refuse', message: adminEntryMessages.notAdmin }],
    [{ ...user, manage: true, check: true }, 't', { kind: 'verify', method: 'sms', message: adminEntryMessages.verifyPhone, url: '/admin/?token=t' }],
    [{ ...user, manage: true, check: true, needUkey: true }, 't', { kind: 'verify', method: 'ukey', message: adminEntryMessages.verifyPhone, url: '/admin/?token=t' }],
  ])('%j with token "%s" → %j', (who, token, expected) => {
    expect(adminEntry(who, token)).toEqual(expected);
  });
});
