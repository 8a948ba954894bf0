import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './ApiError';
import { createApiClient, type RequestIdentity } from './createApiClient';

const identity: RequestIdentity = {
  tenantId: () => '001.001.065',
  visitorId: () => 'visitor-42',
  token: () => 'tok-123',
};

type Responder = (request: Request) => Response | Promise<Response>;

function clientWith(respond: Responder, overrides: Partial<RequestIdentity> = {}, timeoutMs = 20_000, site?: 'admin') {
  const seen: Request[] = [];
  const fetchImpl = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    seen.push(request);
    return respond(request);
  }) as unknown as typeof fetch;
  const client = createApiClient({
    endpoint: { prefix: 'http://portal.test/pcApi/', timeoutMs },
    deviceId: 'pc',
    identity: { ...identity, ...overrides },
    fetch: fetchImpl,
    ...(site ? { site } : {}),
  });
  return { client, seen };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('createApiClient', () => {
  it('sends the identity headers on every call', async () => {
    const { client, seen } = clientWith(() => json({ success: true, data: 1 }));
    await client.post('api/portal/banner', {});
    await client.get('api/portal/article/queryTop');
    for (const request of seen) {
      expect(request.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
      expect(request.headers.get('tenantId')).toBe('001.001.065');
      expect(request.headers.get('deviceId')).toBe('pc');
      expect(request.headers.get('fingerprint')).toBe('visitor-42');
      expect(request.headers.get('token')).toBe('tok-123');
    }
  });

  it('names the admin site on its calls, and the portal’s calls name no site', async () => {
    const admin = clientWith(() => json({ success: true }), {}, 20_000, 'admin');
    await admin.client.post('api/portal/tbtp/queryTbtpList', {});
    expect(admin.seen[0]?.headers.get('X-Portal-Site')).toBe('admin');
    const portal = clientWith(() => json({ success: true }));
    await portal.client.post('api/portal/tbtp/queryTbtpList', {});
    expect(portal.seen[0]?.headers.has('X-Portal-Site')).toBe(false);
  });

  it('holds a call until the identity is ready for its path, then sends the tenant id known by then', async () => {
    let tenant = '';
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const ready = vi.fn((path: string) => (path === 'api/user/configure/new' ? Promise.resolve() : gate));
    const { client, seen } = clientWith(() => json({ success: true }), { tenantId: () => tenant, ready });
    const userInfo = client.post('api/user/info');
    await client.post('api/user/configure/new');
    expect(seen.map((request) => new URL(request.url).pathname)).toEqual(['/pcApi/api/user/configure/new']);
    tenant = '001.001.100';
    release();
    await userInfo;
    expect(seen[1]?.headers.get('tenantId')).toBe('001.001.100');
  });

  it('sends empty tenant and token headers when none is stored', async () => {
    const { client, seen } = clientWith(() => json({ success: true }), { tenantId: () => '', token: () => '' });
    await client.post('api/portal/config');
    expect(seen[0]?.headers.get('tenantId')).toBe('');
    expect(seen[0]?.headers.get('token')).toBe('');
  });

  it('resolves the URL under the client prefix, with or without a leading slash', async () => {
    const { client, seen } = clientWith(() => json({ success: true }));
    await client.post('/api/portal/banner');
    await client.post('api/portal/banner');
    expect(seen.map((request) => request.url)).toEqual([
      'http://portal.test/pcApi/api/portal/banner',
      'http://portal.test/pcApi/api/portal/banner',
    ]);
  });

  it('posts JSON in UTF-8 by default', async () => {
    const { client, seen } = clientWith(() => json({ success: true }));
    await client.post('api/subject/query', { pagenum: 0, pagesize: 10 });
    const request = seen[0]!;
    expect(request.method).toBe('POST');
    expect(request.headers.get('Content-Type')).toBe('application/json;charset=UTF-8');
    expect(await request.json()).toEqual({ pagenum: 0, pagesize: 10 });
  });

  it('lets a call’s own token header win over the stored one (the logout names the session it ends)', async () => {
    const { client, seen } = clientWith(() => json({ success: true }), { token: () => '' });
    await client.post('logout', {}, { form: true, headers: { 'FS-CK': 'tok-ended', token: 'tok-ended' } });
    expect(seen[0]?.headers.get('token')).toBe('tok-ended');
    expect(seen[0]?.headers.get('FS-CK')).toBe('tok-ended');
  });

  it('posts form-encoded when asked, with the extra headers given', async () => {
    const { client, seen } = clientWith(() => json({ success: true }));
    await client.post('logout', { a: '1', b: 'x y' }, { form: true, headers: { 'FS-CK': 'tok-123' } });
    const request = seen[0]!;
    expect(request.headers.get('Content-Type')).toContain('application/x-www-form-urlencoded');
    expect(request.headers.get('FS-CK')).toBe('tok-123');
    expect(await request.text()).toBe('a=1&b=x+y');
  });

  it('sends GET parameters as a query string and drops absent ones', async () => {
    const { client, seen } = clientWith(() => json({ success: true }));
    await client.get('api/portal/book', { number: 6, kind: undefined, tag: null });
    expect(seen[0]?.method).toBe('GET');
    expect(new URL(seen[0]!.url).search).toBe('?number=6');
  });

  it('resolves with the envelope when success is true', async () => {
    const { client } = clientWith(() => json({ success: true, message: 'ok', data: { id: 7 } }));
    await expect(client.post('api/portal/banner')).resolves.toEqual({ success: true, message: 'ok', data: { id: 7 } });
  });

  it('rejects success false as a business error carrying the server message', async () => {
    const { client } = clientWith(() => json({ success: false, message: '验证码错误' }));
    const error = await client.post('api/tbtp/web/verifyCode').catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'business', serverMessage: '验证码错误', path: 'api/tbtp/web/verifyCode' });
  });

  it('accepts the external-academy lookup whatever its success says', async () => {
    const { client } = clientWith(() => json({ code: 'false', message: '未开通' }));
    await expect(client.post('api/portal/user/rdrZWY', { idCardHash: 'h' })).resolves.toEqual({
      code: 'false',
      message: '未开通',
    });
  });

  it('rejects an HTTP failure with its status and the server message', async () => {
    const { client } = clientWith(() => json({ success: false, message: '登录已过期' }, 401));
    await expect(client.get('api/user/info')).rejects.toMatchObject({
      kind: 'http',
      status: 401,
      serverMessage: '登录已过期',
    });
  });

  it('rejects a reply that is not the JSON envelope as malformed', async () => {
    const { client: htmlClient } = clientWith(() => new Response('<html>gateway</html>', { status: 200 }));
    await expect(htmlClient.post('api/portal/banner')).rejects.toMatchObject({ kind: 'malformed' });
    const { client: bareClient } = clientWith(() => json([1, 2, 3]));
    await expect(bareClient.post('api/portal/banner')).rejects.toMatchObject({ kind: 'malformed' });
  });

  it('rejects a refused connection as a network error', async () => {
    const { client } = clientWith(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(client.post('api/portal/banner')).rejects.toMatchObject({ kind: 'network' });
  });

  describe('with a fake clock', () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('times out after the configured time and not before', async () => {
      const hanging: Responder = (request) =>
        new Promise((_resolve, reject) => {
          request.signal.addEventListener('abort', () => reject(request.signal.reason));
        });
      const { client } = clientWith(hanging, {}, 5_000);
      let settled: unknown;
      const pending = client.post('api/fosung/live/getAllLives').catch((reason: unknown) => {
        settled = reason;
      });
      await vi.advanceTimersByTimeAsync(4_999);
      expect(settled).toBeUndefined();
      await vi.advanceTimersByTimeAsync(1);
      await pending;
      expect(settled).toMatchObject({ kind: 'timeout' });
    });
  });
});

describe('failure reporting', () => {
  it('tells onFailure about every failed call unless the caller silences it', async () => {
    const onFailure = vi.fn();
    const client = createApiClient({
      endpoint: { prefix: 'http://portal.test/pcApi/', timeoutMs: 20_000 },
      deviceId: 'pc',
      identity,
      onFailure,
      fetch: (async () => json({ success: false, message: '当前课程正在其他设备学习' })) as unknown as typeof fetch,
    });
    await expect(client.post('api/study/progress')).rejects.toMatchObject({ kind: 'business' });
    expect(onFailure).toHaveBeenCalledWith(expect.objectContaining({ kind: 'business', serverMessage: '当前课程正在其他设备学习' }));
    await expect(client.post('api/study/progress', {}, { silent: true })).rejects.toMatchObject({ kind: 'business' });
    await expect(client.get('api/user/info', undefined, { silent: true })).rejects.toMatchObject({ kind: 'business' });
    expect(onFailure).toHaveBeenCalledTimes(1);
  });

  it('keeps a refusal the caller shows itself from the notifier, but not the end of the session', async () => {
    const onFailure = vi.fn();
    let reply = json({ success: false, message: '验证码错误' });
    const client = createApiClient({
      endpoint: { prefix: 'http://portal.test/pcApi/', timeoutMs: 20_000 },
      deviceId: 'pc',
      identity,
      onFailure,
      fetch: (async () => reply) as unknown as typeof fetch,
    });
    await expect(client.post('api/tbtp/enroll', {}, { ownMessage: true })).rejects.toMatchObject({ kind: 'business', serverMessage: '验证码错误' });
    expect(onFailure).not.toHaveBeenCalled();
    reply = new Response('', { status: 401 });
    await expect(client.post('api/tbtp/enroll', {}, { ownMessage: true })).rejects.toMatchObject({ kind: 'http', status: 401 });
    expect(onFailure).toHaveBeenCalledWith(expect.objectContaining({ kind: 'http', status: 401 }));
  });
});
