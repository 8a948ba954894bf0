// @vitest-environment node
import { passwordsOf } from '@study-portal/api/mocks';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './testing';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(() => server.close());

/** Opens the login page and returns its hidden fields and the captcha's answer. */
async function openLogin(redirect?: string) {
  const reply = await server.fetch(`/sso/login${redirect === undefined ? '' : `?redirect=${encodeURIComponent(redirect)}`}`);
  const html = await reply.text();
  const captchaToken = /name="captchaToken" value="([^"]+)"/.exec(html)?.[1] ?? '';
  const redirectField = /name="redirect" value="([^"]*)"/.exec(html)?.[1] ?? '';
  return { reply, html, captchaToken, redirectField, answer: server.db.captchas.get(captchaToken) ?? '' };
}

const post = (fields: Record<string, string>, query = '') =>
  server.fetch(`/sso/login${query}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });

async function signInAs(username: string, password: string, redirect = '/index') {
  const { captchaToken, answer } = await openLogin(redirect);
  return post({ username, password, captcha: answer.toLowerCase(), captchaToken, redirect });
}

describe('GET /sso/login', () => {
  it('renders a self-contained zh-CN page with the three labelled fields and a captcha', async () => {
    const { reply, html, captchaToken, answer, redirectField } = await openLogin('/course?id=7');
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(reply.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(html).toContain('<html lang="zh-CN">');
    for (const [id, label] of [['username', '用户名'], ['password', '密码'], ['captcha', '图片验证码']]) {
      expect(html).toContain(`<label for="${id}">${label}</label>`);
      expect(html).toContain(`id="${id}"`);
    }
    expect(html).toMatch(/<img id="captcha-image" src="data:image\/svg\+xml;base64,[^"]+" alt="验证码图片"/);
    expect(html).toContain('看不清，换一张');
    expect(html).not.toMatch(/(src|href)="(https?:)?\/\//);
    expect(html).toContain('登录后返回：干部网络学院');
    expect(redirectField).toBe('/course?id=7');
    expect(answer).toMatch(/^[A-Z0-9]{4}$/);
    expect(captchaToken).not.toBe('');
  });

  it('draws its answer into the captcha picture', async () => {
    const { html, answer } = await openLogin();
    const image = /src="data:image\/svg\+xml;base64,([^"]+)"/.exec(html)?.[1] ?? '';
    const letters = [...Buffer.from(image, 'base64').toString('utf8').matchAll(/<text[^>]*>(.)<\/text>/g)].map((match) => match[1]).join('');
    expect(letters).toBe(answer);
  });

  it('keeps only a same-origin return address', async () => {
    expect((await openLogin('https://evil.example/steal')).redirectField).toBe('/index');
    expect((await openLogin(`${server.origin}/learning?tab=2`)).redirectField).toBe('/learning?tab=2');
  });

  it('gives a fresh captcha from /sso/captcha and drops the one it replaces', async () => {
    const { captchaToken } = await openLogin();
    const reply = await server.fetch(`/sso/captcha?previous=${encodeURIComponent(captchaToken)}`);
    const captcha = (await reply.json()) as { token: string; image: string };
    expect(server.db.captchas.has(captchaToken)).toBe(false);
    expect(server.db.captchas.has(captcha.token)).toBe(true);
    expect(captcha.image).toMatch(/^data:image\/svg\+xml;base64,/);
  });
});

describe('POST /sso/login', () => {
  it('signs in and returns to the portal with the token added to the query (303)', async () => {
    const reply = await signInAs('learner', 'Study@2026', '/course/detail?id=c-1#top');
    expect(reply.status).toBe(303);
    const location = reply.headers.get('location') ?? '';
    const target = new URL(location, server.origin);
    expect(target.pathname).toBe('/course/detail');
    expect(target.searchParams.get('id')).toBe('c-1');
    expect(target.hash).toBe('#top');
    const token = target.searchParams.get('token') ?? '';
    expect(server.db.sessions.get(token)).toBe('learner');
  });

  it('returns to /index without a redirect', async () => {
    const { captchaToken, answer } = await openLogin();
    const reply = await post({ username: 'admin', password: 'Study@2026', captcha: answer, captchaToken });
    expect(reply.headers.get('location')).toMatch(/^\/index\?token=demo-admin-\d+$/);
  });

  it.each([
    'https://evil.example/index',
    '//evil.example/index',
    '/\\evil.example/index',
    'javascript:alert(1)',
    'http://127.0.0.1:1/index',
    'data:text/html,<script>alert(1)</script>',
  ])('never sends the token to another origin (%s)', async (hostile) => {
    const { captchaToken, answer } = await openLogin();
    const reply = await post({ username: 'learner', password: 'Study@2026', captcha: answer, captchaToken, redirect: hostile });
    expect(reply.status).toBe(303);
    expect(reply.headers.get('location')).toMatch(/^\/index\?token=demo-learner-\d+$/);
  });

  it('accepts an absolute address on its own origin', async () => {
    const reply = await signInAs('learner', 'Study@2026', `${server.origin}/personal?tab=password`);
    expect(reply.headers.get('location')).toMatch(/^\/personal\?tab=password&token=demo-learner-\d+$/);
  });

  it('asks for each missing field, keeps the username and the unspent captcha, never echoes the password', async () => {
    const { captchaToken } = await openLogin();
    const reply = await post({ username: '', password: '', captcha: '', captchaToken });
    const html = await reply.text();
    expect(reply.status).toBe(422);
    expect(html).toContain('role="alert"');
    for (const message of ['请输入用户名', '请输入密码', '请输入图片验证码']) expect(html).toContain(message);
    expect(html).toContain(`name="captchaToken" value="${captchaToken}"`);
    expect(html).toMatch(/id="username" name="username" required aria-invalid="true" aria-describedby="username-error" autofocus/);

    const second = await (await post({ username: 'learner', password: 'secret-typed', captcha: '', captchaToken })).text();
    expect(second).toContain('请输入图片验证码');
    expect(second).not.toContain('请输入用户名');
    expect(second).toContain('value="learner"');
    expect(second).not.toContain('secret-typed');
    expect(server.db.sessions.size).toBe(0);
  });

  it('refuses a wrong captcha and spends it: one try per picture', async () => {
    const { captchaToken, answer } = await openLogin();
    const wrong = await post({ username: 'learner', password: 'Study@2026', captcha: 'XXXX', captchaToken });
    const html = await wrong.text();
    expect(html).toContain('验证码错误');
    expect(html).toContain('value="learner"');
    expect(html).not.toContain(`value="${captchaToken}"`);
    const retry = await post({ username: 'learner', password: 'Study@2026', captcha: answer, captchaToken });
    expect(await retry.text()).toContain('验证码错误');
    expect(server.db.sessions.size).toBe(0);
  });

  it('refuses a wrong password or an unknown account with one message, keeping the username', async () => {
    for (const [username, password] of [['learner', 'wrong-password'], ['nobody', 'Study@2026']] as const) {
      const reply = await signInAs(username, password);
      const html = await reply.text();
      expect(reply.status).toBe(422);
      expect(html).toContain('用户名或密码错误');
      expect(html).toContain(`value="${username}"`);
      expect(html).not.toContain(password);
    }
    expect(server.db.sessions.size).toBe(0);
  });

  it('checks the current password, so a changed password applies', async () => {
    passwordsOf(server.db).set('learner', 'Changed@2026');
    expect(await (await signInAs('learner', 'Study@2026')).text()).toContain('用户名或密码错误');
    expect((await signInAs('learner', 'Changed@2026')).status).toBe(303);
  });

  it('shows a hostile username as text', async () => {
    const html = await (await signInAs('"><script>alert(1)</script>', 'x')).text();
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('value="&#34;&#62;&#60;script&#62;alert(1)&#60;/script&#62;"');
  });
});

describe('GET /sso/logout', () => {
  it('ends the session named by the token query parameter and returns to the redirect', async () => {
    const location = (await signInAs('learner', 'Study@2026')).headers.get('location') ?? '';
    const token = new URL(location, server.origin).searchParams.get('token') ?? '';
    const reply = await server.fetch(`/sso/logout?token=${token}&redirect=${encodeURIComponent('/index?from=logout')}`);
    expect(reply.status).toBe(303);
    expect(reply.headers.get('location')).toBe('/index?from=logout');
    expect(server.db.sessions.has(token)).toBe(false);
  });

  it('takes the token from the header too, and falls back to /index for other origins', async () => {
    const location = (await signInAs('admin', 'Study@2026')).headers.get('location') ?? '';
    const token = new URL(location, server.origin).searchParams.get('token') ?? '';
    const reply = await server.fetch('/sso/logout?redirect=https://evil.example/', { headers: { token } });
    expect(reply.headers.get('location')).toBe('/index');
    expect(server.db.sessions.size).toBe(0);
  });
});
