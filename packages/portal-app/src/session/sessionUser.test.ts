import { ApiError, failureMessages } from '@study-portal/api';
import { describe, expect, it } from 'vitest';
import { isSessionRefusal, unavailableMessage } from './sessionUser';

const failure = (kind: ApiError['kind'], status?: number, serverMessage?: string) =>
  new ApiError({ kind, path: 'api/user/info', ...(status === undefined ? {} : { status }), ...(serverMessage === undefined ? {} : { serverMessage }) });

describe('a failed read of the session user', () => {
  it.each([
    [failure('http', 401), true],
    [failure('http', 403), true],
    [failure('http', 409), true],
    [failure('business', undefined, '用户不存在'), true],
    [failure('http', 502), false],
    [failure('http', 500), false],
    [failure('http', 404), false],
    [failure('network'), false],
    [failure('timeout'), false],
    [failure('malformed'), false],
    [new TypeError('Failed to fetch'), false],
  ])('%s is a refusal of the session: %s', (error, refused) => {
    expect(isSessionRefusal(error)).toBe(refused);
  });

  it('is told in the catalogue’s words when the network or a gateway failed it', () => {
    expect(unavailableMessage(failure('network'))).toBe(failureMessages.network);
    expect(unavailableMessage(failure('http', 502))).toBe(failureMessages.badGateway);
    expect(unavailableMessage(failure('http', 404))).toBe(failureMessages.notFound);
    expect(unavailableMessage(failure('malformed'))).toBe(failureMessages.malformed);
    expect(unavailableMessage(failure('http', 503))).toBe(failureMessages.noResponse);
    expect(unavailableMessage(new Error('?'))).toBe(failureMessages.noResponse);
  });
});
