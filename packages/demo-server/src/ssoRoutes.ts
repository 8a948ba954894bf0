import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { demoTenants, findAccount, passwordsOf, signIn, type MockDb } from '@study-portal/api/mocks';
import { issueSsoCaptcha, redrawCaptcha, spendCaptcha } from './captcha';
import { headerOf, originOf, pathOf, readForm, redirect, sameOriginTarget, sendJson } from './http';
import { renderSsoLoginPage, type SsoError } from './ssoPage';

export const ssoPrefix = '/sso/';

interface LoginFormState {
  redirect: string;
  username: string;
  captchaValue: string;
  /** A captcha that is still unspent, to show again; a new one is issued otherwise. */
  captchaToken?: string;
  errors: SsoError[];
}

function sendLoginPage(response: ServerResponse, db: MockDb, status: number, state: LoginFormState): void {
  const kept = state.captchaToken ? redrawCaptcha(db, state.captchaToken) : undefined;
  const captcha = kept ?? issueSsoCaptcha(db);
  const nonce = randomBytes(16).toString('base64');
  const html = renderSsoLoginPage({
    redirect: state.redirect,
    username: state.username,
    captchaValue: kept ? state.captchaValue : '',
    captchaToken: captcha.token,
    captchaImage: captcha.image,
    errors: state.errors,
    siteTitle: (demoTenants[db.settings.tenantId] ?? demoTenants['001.001.100'])?.title ?? '',
    theme: db.settings.theme,
    nonce,
  });
  response
    .writeHead(status, {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'no-referrer',
      'Content-Security-Policy': [
        "default-src 'none'",
        'img-src data:',
        `style-src 'nonce-${nonce}'`,
        `script-src 'nonce-${nonce}'`,
        "connect-src 'self'",
        "form-action 'self'",
        "base-uri 'none'",
        "frame-ancestors 'none'",
      ].join('; '),
    })
    .end(html);
}

async function login(request: IncomingMessage, response: ServerResponse, url: URL, db: MockDb): Promise<void> {
  const form = await readForm(request);
  const origin = originOf(request);
  const target = sameOriginTarget(form.get('redirect') ?? url.searchParams.get('redirect'), origin);
  const username = (form.get('username') ?? '').trim();
  const password = form.get('password') ?? '';
  const captchaValue = (form.get('captcha') ?? '').trim();
  const captchaToken = form.get('captchaToken') ?? '';
  const state: LoginFormState = { redirect: pathOf(target), username, captchaValue, captchaToken, errors: [] };

  if (!username) state.errors.push({ field: 'username', message: '请输入用户名' });
  if (!password) state.errors.push({ field: 'password', message: '请输入密码' });
  if (!captchaValue) state.errors.push({ field: 'captcha', message: '请输入图片验证码' });
  if (state.errors.length > 0) {
    sendLoginPage(response, db, 422, state);
    return;
  }
  if (!spendCaptcha(db, captchaToken, captchaValue)) {
    sendLoginPage(response, db, 422, { ...state, errors: [{ field: 'captcha', message: '验证码错误' }] });
    return;
  }
  // The current password, so a password changed through the portal applies here too.
  if (!findAccount(username) || passwordsOf(db).get(username) !== password) {
    sendLoginPage(response, db, 422, { ...state, errors: [{ message: '用户名或密码错误' }] });
    return;
  }
  target.searchParams.set('token', signIn(db, username));
  redirect(response, pathOf(target));
}

function logout(request: IncomingMessage, response: ServerResponse, url: URL, db: MockDb): void {
  const token = url.searchParams.get('token') ?? headerOf(request, 'token');
  if (token) db.sessions.delete(token);
  redirect(response, pathOf(sameOriginTarget(url.searchParams.get('redirect'), originOf(request))));
}

/**
 * The SSO site (docs/product/session.md#sso-sign-in) as the demo plays it: a login page (username, password, image
 * captcha) that returns to the portal with `token=` added, and a logout address. A real
 * deployment has its own; these pages exist only in the demo server.
 */
export async function handleSso(request: IncomingMessage, response: ServerResponse, url: URL, db: MockDb): Promise<void> {
  const route = `${request.method} ${url.pathname}`;
  switch (route) {
    case 'GET /sso/login':
    case 'HEAD /sso/login': {
      const target = sameOriginTarget(url.searchParams.get('redirect'), originOf(request));
      sendLoginPage(response, db, 200, { redirect: pathOf(target), username: url.searchParams.get('username') ?? '', captchaValue: '', errors: [] });
      return;
    }
    case 'POST /sso/login':
      await login(request, response, url, db);
      return;
    case 'GET /sso/captcha': {
      const previous = url.searchParams.get('previous');
      if (previous) db.captchas.delete(previous);
      sendJson(response, 200, issueSsoCaptcha(db));
      return;
    }
    case 'GET /sso/logout':
      logout(request, response, url, db);
      return;
  }
  const known = ['/sso/login', '/sso/captcha', '/sso/logout'].includes(url.pathname);
  if (known) {
    response
      .writeHead(405, { Allow: url.pathname === '/sso/login' ? 'GET, HEAD, POST' : 'GET', 'Content-Type': 'text/plain; charset=utf-8' })
      .end('Method not allowed');
  } else {
    response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
  }
}
