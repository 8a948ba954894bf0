import { describe, expect, it } from 'vitest';
import { accessMessages, decideAccess, type UserState } from './accessRules';

const ready = (roles: string[], roleNames: string[] = roles): UserState => ({
  status: 'ready',
  user: { id: 'u', roles, roleList: roleNames.map((roleName) => ({ roleName })) },
});
const learner = ready(['ROLE_NC_WEB']);

describe('access rules', () => {
  it.each([
    // path, open, token, user, decision
    ['/index', false, '', { status: 'loading' }, { kind: 'allow' }],
    ['/share', false, '', { status: 'failed' }, { kind: 'allow' }],
    ['/share/abc', false, '', { status: 'failed' }, { kind: 'allow' }],
    ['/404', false, '', { status: 'loading' }, { kind: 'allow' }],
    ['/public', false, '', { status: 'loading' }, { kind: 'allow' }],
    ['/operateGuide', false, '', { status: 'loading' }, { kind: 'allow' }],
    ['/openCourseDetail', true, '', { status: 'loading' }, { kind: 'allow' }],
    ['/indexes', false, '', { status: 'loading' }, { kind: 'login' }],
    ['/personalCenter', false, '', { status: 'loading' }, { kind: 'login' }],
    ['/personalCenter', false, 't', { status: 'loading' }, { kind: 'wait' }],
    ['/personalCenter', false, 't', { status: 'failed' }, { kind: 'login' }],
    ['/personalCenter', false, 't', learner, { kind: 'allow' }],
    ['/personalCenter', false, 't', ready(['ROLE_NC_WEB'], []), { kind: 'allow' }],
    ['/personalCenter', false, 't', ready([], ['ROLE_NC_WEB']), { kind: 'allow' }],
    ['/personalCenter', false, 't', ready([]), { kind: 'public', message: accessMessages.noRoles, thenLogin: false }],
    ['/personalCenter', false, 't', ready(['ROLE_GUEST']), { kind: 'public', message: accessMessages.wrongState, thenLogin: true }],
    ['/personalCenter', false, 't', ready(['ROLE_NC_WEB_X']), { kind: 'public', message: accessMessages.wrongState, thenLogin: true }],
  ] as const)('%s (open %s, token "%s", %j) → %j', (pathname, open, token, user, decision) => {
    expect(decideAccess({ pathname, open, token, user: user as UserState })).toEqual(decision);
  });

  it('keeps a learner whose user info could not be read on the page, to be told and to try again', () => {
    expect(decideAccess({ pathname: '/personalCenter', token: 't', user: { status: 'unavailable' } })).toEqual({ kind: 'unavailable' });
    // Open pages need no user at all.
    expect(decideAccess({ pathname: '/index', token: 't', user: { status: 'unavailable' } })).toEqual({ kind: 'allow' });
  });

  it('does not send a learner back to the sign-in while the last one has not come to a user', () => {
    expect(decideAccess({ pathname: '/personalCenter', token: 't', user: { status: 'failed' }, signInPending: true })).toEqual({ kind: 'signInFailed' });
    expect(decideAccess({ pathname: '/personalCenter', token: '', user: { status: 'failed' }, signInPending: true })).toEqual({ kind: 'signInFailed' });
    // Still reading: nothing is decided yet.
    expect(decideAccess({ pathname: '/personalCenter', token: 't', user: { status: 'loading' }, signInPending: true })).toEqual({ kind: 'wait' });
    expect(decideAccess({ pathname: '/personalCenter', token: 't', user: learner, signInPending: true })).toEqual({ kind: 'allow' });
  });
});
