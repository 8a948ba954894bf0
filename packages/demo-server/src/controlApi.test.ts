// @vitest-environment node
import { articlePaths, siteConfigPaths } from '@study-portal/api';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './testing';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer({ tenantId: '001.001.065', theme: 'blue' });
});
afterEach(() => server.close());

interface State {
  tenantId: string;
  theme: string;
  scenario: string;
  sysParams: Record<string, string>;
  faults: unknown[];
  sessions: number;
}

const state = async (headers: Record<string, string> = {}) => (await (await server.fetch('/__demo/state', { headers })).json()) as State;

/** The portal's sub-site configuration call, as the browser makes it. */
const subSite = (headers: Record<string, string> = {}) => server.json('/pcApi/api/user/configure/new', 'POST', { ipPort: server.origin }, headers);

/** The ids of every portal notice the backend lists. */
const articleIds = async (headers: Record<string, string> = {}) => {
  const reply = await server.json(`/pcApi/${articlePaths.query}`, 'POST', { pagenum: 0, pagesize: 100 }, headers);
  const body = (await reply.json()) as { data: { datalist: Array<{ id: string }> } };
  return body.data.datalist.map((item) => item.id);
};

const themeOf = async (reply: Response) => {
  const body = (await reply.json()) as { data: { sysParam: Array<{ code: string; value: string }> } };
  return body.data.sysParam.at(-1);
};

describe('GET /__demo/state and POST /__demo/tenant', () => {
  it('reports the start-up tenant, theme, scenario, overrides, faults and the number of sessions', async () => {
    expect(await state()).toEqual({ tenantId: '001.001.065', theme: 'blue', scenario: 'demo', sysParams: {}, faults: [], sessions: 0 });
  });

  it('switches the scenario, keeping sessions, and the portal calls list the hostile records only in the hostile one', async () => {
    expect(await articleIds()).not.toContain('article-hostile');
    await server.json('/__demo/login', 'POST', { username: 'learner' });
    const reply = await server.json('/__demo/tenant', 'POST', { scenario: 'hostile' });
    expect(reply.status).toBe(200);
    expect(await reply.json()).toMatchObject({ tenantId: '001.001.065', theme: 'blue', scenario: 'hostile', sessions: 1 });
    expect(await articleIds()).toEqual(expect.arrayContaining(['article-hostile', 'article-long', 'article-empty']));
    await server.json('/__demo/tenant', 'POST', { scenario: 'demo' });
    expect(await articleIds()).not.toContain('article-hostile');
  });

  it('switches tenant, theme and system parameters, and the portal calls show it', async () => {
    const reply = await server.json('/__demo/tenant', 'POST', { tenantId: '001.001.043', theme: 'red', sysParams: { BANNER_SHOW: 'N' } });
    expect(reply.status).toBe(200);
    expect(await reply.json()).toMatchObject({ tenantId: '001.001.043', theme: 'red', sysParams: { BANNER_SHOW: 'N' } });
    const config = (await (await subSite()).json()) as { data: { tenantId: string; sysParam: Array<{ code: string; value: string }> } };
    expect(config.data.tenantId).toBe('001.001.043');
    expect(config.data.sysParam).toContainEqual({ code: 'BANNER_SHOW', value: 'N' });
    expect(config.data.sysParam.at(-1)).toEqual({ code: 'THEME', value: 'red' });
  });

  it.each([
    [{ tenantId: '999.999' }, /Unknown tenantId "999.999".*001\.001\.100/],
    [{ theme: 'green' }, /"theme" must be "red" or "blue"/],
    [{ sysParams: { BANNER_SHOW: false } }, /"sysParams" must be an object/],
    [{ tenantId: 42 }, /"tenantId" must be a non-empty string/],
    [{ scenario: 'evil' }, /Unknown scenario "evil"\. Known scenarios: demo \(.*\), hostile \(/],
    [{ scenario: 7 }, /Unknown scenario 7/],
  ])('refuses %j with 400 and a message', async (body, message) => {
    const reply = await server.json('/__demo/tenant', 'POST', body);
    expect(reply.status).toBe(400);
    expect(((await reply.json()) as { message: string }).message).toMatch(message);
    expect((await state()).tenantId).toBe('001.001.065');
  });
});

describe('POST /__demo/reset', () => {
  it('puts everything back to the fixtures and the start-up tenant and theme', async () => {
    await server.json('/__demo/tenant', 'POST', { tenantId: '001.001', theme: 'red', sysParams: { LIVE_SHOW: 'N' } });
    await server.json('/__demo/faults', 'POST', { path: siteConfigPaths.site, status: 500 });
    await server.json('/__demo/login', 'POST', { username: 'learner' });
    server.db.smsCodes.set('13800138004', '123456');
    const reply = await server.json('/__demo/reset', 'POST');
    expect(await reply.json()).toEqual({ tenantId: '001.001.065', theme: 'blue', scenario: 'demo', sysParams: {}, faults: [], sessions: 0 });
    expect(server.db.smsCodes.size).toBe(0);
  });

  it('returns to the start-up scenario, or starts from the one it is given', async () => {
    await server.json('/__demo/tenant', 'POST', { scenario: 'hostile' });
    expect(await (await server.json('/__demo/reset', 'POST')).json()).toMatchObject({ scenario: 'demo' });
    expect(await articleIds()).not.toContain('article-hostile');
    expect(await (await server.json('/__demo/reset', 'POST', { scenario: 'hostile' })).json()).toMatchObject({ scenario: 'hostile' });
    expect(await articleIds()).toContain('article-hostile');
    const refused = await server.json('/__demo/reset', 'POST', { scenario: 'evil' });
    expect(refused.status).toBe(400);
  });

  it('keeps the hostile scenario a server started with across resets', async () => {
    const hostile = await startTestServer({ scenario: 'hostile' });
    try {
      await hostile.json('/__demo/tenant', 'POST', { scenario: 'demo' });
      expect(await (await hostile.json('/__demo/reset', 'POST')).json()).toMatchObject({ scenario: 'hostile' });
      // A new isolated backend starts from it too.
      expect(await (await hostile.fetch('/__demo/state', { headers: { cookie: 'demo-scope=fresh' } })).json()).toMatchObject({ scenario: 'hostile' });
    } finally {
      await hostile.close();
    }
  });

  it('starts from a given tenant, theme or overrides instead', async () => {
    const reply = await server.json('/__demo/reset', 'POST', { theme: 'red', sysParams: { ZWY_SHOW: 'Y' } });
    expect(await reply.json()).toMatchObject({ tenantId: '001.001.065', theme: 'red', sysParams: { ZWY_SHOW: 'Y' } });
  });
});

describe('/__demo/faults', () => {
  it('changes the answer of the named call as seen through /pcApi, until cleared', async () => {
    const added = await server.json('/__demo/faults', 'POST', { method: 'post', path: '/pcApi/api/user/configure/new', status: 503 });
    expect(added.status).toBe(201);
    expect(await added.json()).toEqual({ faults: [{ method: 'POST', path: siteConfigPaths.subSite, status: 503 }] });
    const failing = await subSite();
    expect(failing.status).toBe(503);
    expect(await failing.json()).toEqual({ success: false, message: 'HTTP 503' });
    expect((await server.json('/pcApi/api/portal/config', 'POST')).status).toBe(200);

    expect(await (await server.json('/__demo/faults', 'DELETE')).json()).toEqual({ faults: [] });
    expect((await subSite()).status).toBe(200);
  });

  it('plays a business refusal, a malformed body, and lasts the given number of calls', async () => {
    await server.json('/__demo/faults', 'POST', { path: siteConfigPaths.site, businessMessage: '系统维护中', times: 1 });
    expect(await (await server.json('/pcApi/api/portal/config', 'POST')).json()).toEqual({ success: false, message: '系统维护中' });
    expect(await (await server.json('/pcApi/api/portal/config', 'POST')).json()).toMatchObject({ success: true });
    expect((await state()).faults).toEqual([]);

    await server.json('/__demo/faults', 'POST', { path: siteConfigPaths.site, malformed: true });
    const malformed = await server.json('/pcApi/api/portal/config', 'POST');
    expect(malformed.headers.get('content-type')).toContain('text/html');
  });

  it.each([
    [{}, /"path" is required/],
    [{ path: siteConfigPaths.site }, /at least one of/],
    [{ path: siteConfigPaths.site, status: 99 }, /"status" must be a whole number from 100 to 599/],
    [{ path: siteConfigPaths.site, delayMs: -1 }, /"delayMs"/],
    [{ path: siteConfigPaths.site, status: 500, times: 0 }, /"times"/],
    [{ path: siteConfigPaths.site, malformed: 'yes' }, /"malformed" must be true or false/],
    [{ path: siteConfigPaths.site, method: 'GET /x', status: 500 }, /"method"/],
    [{ path: 'api/portal/confg', status: 500 }, /No call of the contract goes to "api\/portal\/confg"/],
  ])('refuses the fault %j with 400', async (body, message) => {
    const reply = await server.json('/__demo/faults', 'POST', body);
    expect(reply.status).toBe(400);
    expect(((await reply.json()) as { message: string }).message).toMatch(message);
    expect((await state()).faults).toEqual([]);
  });
});

describe('GET /__demo/sms, GET /__demo/captcha, POST /__demo/login', () => {
  it('tells the last SMS code sent to a phone', async () => {
    server.db.smsCodes.set('13800138004', '246810');
    expect(await (await server.fetch('/__demo/sms?phone=13800138004')).json()).toEqual({ phone: '13800138004', code: '246810' });
    expect((await server.fetch('/__demo/sms?phone=13900000000')).status).toBe(404);
    expect((await server.fetch('/__demo/sms')).status).toBe(400);
  });

  it('tells the answer of an unspent captcha', async () => {
    const html = await (await server.fetch('/sso/login')).text();
    const token = /name="captchaToken" value="([^"]+)"/.exec(html)?.[1] ?? '';
    const reply = (await (await server.fetch(`/__demo/captcha?token=${token}`)).json()) as { token: string; answer: string };
    expect(reply).toEqual({ token, answer: server.db.captchas.get(token) });
    expect((await server.fetch('/__demo/captcha?token=unknown')).status).toBe(404);
    expect((await server.fetch('/__demo/captcha')).status).toBe(400);
  });

  it('signs an account in without the form', async () => {
    const reply = await server.json('/__demo/login', 'POST', { username: 'smsadmin' });
    const { token } = (await reply.json()) as { token: string };
    expect(server.db.sessions.get(token)).toBe('smsadmin');
    expect((await state()).sessions).toBe(1);
    expect((await server.json('/__demo/login', 'POST', { username: 'nobody' })).status).toBe(400);
    expect((await server.json('/__demo/login', 'POST', {})).status).toBe(400);
  });
});

describe('the control API itself', () => {
  it('answers bad JSON, a non-JSON body, unknown endpoints and wrong methods with a JSON message', async () => {
    const badJson = await server.fetch('/__demo/tenant', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{' });
    expect(badJson.status).toBe(400);
    expect(await badJson.json()).toEqual({ message: 'The body is not valid JSON' });
    const form = await server.fetch('/__demo/reset', { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: 'tenantId=x' });
    expect(form.status).toBe(400);
    expect((await server.json('/__demo/tenant', 'POST', ['red'])).status).toBe(400);
    const unknown = await server.fetch('/__demo/nothing');
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('content-type')).toContain('application/json');
    const wrongMethod = await server.fetch('/__demo/reset');
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get('allow')).toBe('POST');
  });

  it('gives each demo-scope cookie its own backend, so parallel tests never meet', async () => {
    const scopeA = { cookie: 'demo-scope=test-a' };
    await server.json('/__demo/faults', 'POST', { path: siteConfigPaths.subSite, status: 500 }, scopeA);
    await server.json('/__demo/tenant', 'POST', { theme: 'red' }, scopeA);
    expect((await subSite(scopeA)).status).toBe(500);
    expect((await subSite({ cookie: 'demo-scope=test-b' })).status).toBe(200);
    expect(await themeOf(await subSite())).toEqual({ code: 'THEME', value: 'blue' });
    expect((await state()).faults).toEqual([]);
    // A new scope starts from the server's start-up settings.
    expect(await state({ cookie: 'demo-scope=test-c' })).toMatchObject({ tenantId: '001.001.065', theme: 'blue', scenario: 'demo' });
  });

  it('switches the scenario of one demo-scope backend only', async () => {
    const scopeA = { cookie: 'demo-scope=test-a' };
    await server.json('/__demo/tenant', 'POST', { scenario: 'hostile' }, scopeA);
    expect(await articleIds(scopeA)).toContain('article-hostile');
    expect(await articleIds({ cookie: 'demo-scope=test-b' })).not.toContain('article-hostile');
    expect(await articleIds()).not.toContain('article-hostile');
    expect((await state()).scenario).toBe('demo');
  });

  it('is not there when the server passes API calls to a real backend', async () => {
    const proxied = await startTestServer({}, { backendUrl: new URL('http://127.0.0.1:9') });
    try {
      const reply = await proxied.fetch('/__demo/state');
      expect(reply.headers.get('content-type')).toContain('text/html');
      expect((await proxied.fetch('/sso/login')).headers.get('content-type')).toContain('text/html');
      expect(await (await proxied.fetch('/sso/login')).text()).toContain('<title>portal</title>');
    } finally {
      await proxied.close();
    }
  });
});

describe('GET /__demo/ready', () => {
  it('answers once the server has compressed the portal’s pages and scripts', async () => {
    const reply = await server.fetch('/__demo/ready');
    expect(reply.status).toBe(200);
    expect(await reply.json()).toEqual({ ready: true });
  });
});
