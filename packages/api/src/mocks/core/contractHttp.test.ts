import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dictionaryPaths } from '../../contract/account/dictionary';
import { bannerPaths } from '../../contract/portal/banner';
import { livePaths } from '../../contract/portal/live';
import { contractPaths } from '../../contract/paths';
import { contractHttp, contractMatcher, type ContractPattern } from './contractHttp';

describe('contractHttp', () => {
  const server = setupServer(
    contractHttp.post(bannerPaths.list, () => HttpResponse.json({ from: 'pc' })),
    contractHttp.post(livePaths.list, () => HttpResponse.json({ from: 'live' })),
    contractHttp.get(`${dictionaryPaths.list}/:parentCode`, ({ params }) => HttpResponse.json({ code: params.parentCode })),
    http.all('*', () => HttpResponse.json({ from: 'nothing matched' }, { status: 404 })),
  );
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());

  it('answers a path on the client that calls it, and only there', async () => {
    const post = (url: string) => fetch(url, { method: 'POST' }).then((reply) => reply.json());
    await expect(post('http://portal.test/pcApi/api/portal/banner')).resolves.toEqual({ from: 'pc' });
    await expect(post('http://portal.test/apiLive/api/fosung/live/getAllLives')).resolves.toEqual({ from: 'live' });
    await expect(post('http://portal.test/apiLive/api/portal/banner')).resolves.toEqual({ from: 'nothing matched' });
    await expect(fetch('http://portal.test/pcApi/api/dictionary/list/zwjb').then((reply) => reply.json())).resolves.toEqual({ code: 'zwjb' });
  });

  it('refuses a path no call of the contract uses, so a mistyped override fails instead of falling through', () => {
    expect(() => contractHttp.post('api/portal/baner' as ContractPattern, () => HttpResponse.json({}))).toThrow(
      'No call of the contract goes to "api/portal/baner"',
    );
    expect(() => contractMatcher('/api/portal/banner' as ContractPattern)).toThrow();
  });

  it('knows every path once, each on one client', () => {
    expect(new Set(contractPaths).size).toBe(contractPaths.length);
    expect(contractPaths).toContain('api/portal/config');
    expect(contractPaths.filter((path) => path.startsWith('api/fosung/live/'))).toHaveLength(Object.keys(livePaths).length);
  });
});
