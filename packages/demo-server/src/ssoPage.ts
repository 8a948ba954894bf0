import type { DemoTheme } from './settings';

export type SsoField = 'username' | 'password' | 'captcha';

export interface SsoError {
  /** The field the message is about; none for a message about the whole attempt. */
  field?: SsoField;
  message: string;
}

export interface SsoPageModel {
  /** Where to go after signing in: a path on this origin, already checked. */
  redirect: string;
  username: string;
  captchaValue: string;
  captchaToken: string;
  captchaImage: string;
  errors: SsoError[];
  /** The academy the learner returns to. */
  siteTitle: string;
  theme: DemoTheme;
  /** Allows the page's one inline style sheet and script (Content-Security-Policy). */
  nonce: string;
}

export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

// Dark enough for white text at 4.5:1 and more in both themes.
const primaryColours: Record<DemoTheme, string> = { red: '#b80304', blue: '#1d5fa6' };

const fieldOrder: SsoField[] = ['username', 'password', 'captcha'];

function styles(theme: DemoTheme): string {
  return `
  :root { --primary: ${primaryColours[theme]}; --ink: #1f2933; --muted: #4a5560; --line: #5c6670; --error: #a8071a; }
  * { box-sizing: border-box; }
  html { font-size: 18px; }
  body { margin: 0; min-height: 100vh; display: flex; flex-direction: column; background: #f3f4f6; color: var(--ink);
    font-family: "PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", "Source Han Sans SC", sans-serif; line-height: 1.6; }
  header { background: var(--primary); color: #fff; padding: 0.75rem 1.5rem; }
  header p { margin: 0; font-size: 1.25rem; font-weight: 700; letter-spacing: 0.05em; }
  main { flex: 1; width: 100%; max-width: 32rem; margin: 2rem auto; padding: 2rem; background: #fff;
    border: 1px solid #d2d6dc; border-radius: 8px; }
  h1 { margin: 0 0 0.25rem; font-size: 1.75rem; }
  .intro { margin: 0 0 1.5rem; color: var(--muted); }
  .errors { margin: 0 0 1.5rem; padding: 1rem 1.25rem; border: 3px solid var(--error); border-radius: 6px; background: #fff5f5; }
  .errors h2 { margin: 0 0 0.25rem; font-size: 1.1rem; color: var(--error); }
  .errors ul { margin: 0; padding-left: 1.25rem; }
  .errors a { color: var(--error); font-weight: 700; }
  .field { margin-bottom: 1.25rem; }
  label { display: block; margin-bottom: 0.35rem; font-weight: 700; font-size: 1.1rem; }
  .field-error { margin: 0 0 0.35rem; color: var(--error); font-weight: 700; }
  input[type="text"], input[type="password"] { width: 100%; min-height: 3rem; padding: 0.5rem 0.75rem; font: inherit;
    font-size: 1.1rem; color: var(--ink); background: #fff; border: 2px solid var(--line); border-radius: 6px; }
  input[aria-invalid="true"] { border-color: var(--error); border-width: 3px; }
  .captcha-row { display: flex; flex-wrap: wrap; gap: 0.75rem; align-items: center; }
  .captcha-row input { flex: 1 1 8rem; width: auto; }
  .captcha-row img { display: block; width: 120px; height: 40px; border: 1px solid var(--line); border-radius: 4px; }
  .help { margin: 0.35rem 0 0; color: var(--muted); font-size: 0.95rem; }
  a { color: var(--primary); }
  .refresh { display: inline-block; padding: 0.5rem 0.25rem; font-weight: 700; }
  button { width: 100%; min-height: 3.25rem; margin-top: 0.5rem; font: inherit; font-size: 1.2rem; font-weight: 700;
    letter-spacing: 0.3em; color: #fff; background: var(--primary); border: 0; border-radius: 6px; cursor: pointer; }
  :focus-visible { outline: 3px solid var(--ink); outline-offset: 3px; }
  .note { margin: 1.5rem 0 0; color: var(--muted); font-size: 0.95rem; }
  footer { padding: 1rem; text-align: center; color: var(--muted); font-size: 0.9rem; }
  .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
  @media (max-width: 36rem) { main { margin: 0; border: 0; border-radius: 0; padding: 1.25rem; } }
  `;
}

// Swaps the captcha picture without reloading, keeping what was typed; without script the
// link reloads the page with a new picture.
const refreshScript = `
  const link = document.getElementById('captcha-refresh');
  link.addEventListener('click', async (event) => {
    event.preventDefault();
    const token = document.getElementById('captcha-token');
    try {
      const reply = await fetch('/sso/captcha?previous=' + encodeURIComponent(token.value), { headers: { Accept: 'application/json' } });
      if (!reply.ok) throw new Error(String(reply.status));
      const captcha = await reply.json();
      token.value = captcha.token;
      document.getElementById('captcha-image').src = captcha.image;
      const input = document.getElementById('captcha');
      input.value = '';
      input.focus();
      document.getElementById('captcha-status').textContent = '已更换验证码图片';
    } catch {
      window.location.href = link.href;
    }
  });
`;

/** The SSO login page: one self-contained document (no file, font or script from elsewhere). */
export function renderSsoLoginPage(model: SsoPageModel): string {
  const errorOf = (field: SsoField) => model.errors.find((error) => error.field === field);
  const firstInvalid = fieldOrder.find((field) => errorOf(field)) ?? (model.errors.length > 0 ? 'password' : 'username');

  const fieldAttributes = (field: SsoField, help?: string) => {
    const error = errorOf(field);
    const describedBy = [error ? `${field}-error` : '', help ?? ''].filter(Boolean).join(' ');
    return [
      `id="${field}"`,
      `name="${field}"`,
      'required',
      error ? 'aria-invalid="true"' : '',
      describedBy ? `aria-describedby="${describedBy}"` : '',
      field === firstInvalid ? 'autofocus' : '',
    ]
      .filter(Boolean)
      .join(' ');
  };
  const fieldError = (field: SsoField) => {
    const error = errorOf(field);
    return error ? `<p class="field-error" id="${field}-error">${escapeHtml(error.message)}</p>` : '';
  };

  const summary =
    model.errors.length === 0
      ? ''
      : `<div class="errors" role="alert" aria-labelledby="errors-title">
      <h2 id="errors-title">登录未成功</h2>
      <ul>${model.errors
        .map((error) => `<li>${error.field ? `<a href="#${error.field}">${escapeHtml(error.message)}</a>` : escapeHtml(error.message)}</li>`)
        .join('')}</ul>
    </div>`;

  const refreshQuery = new URLSearchParams({ redirect: model.redirect });
  if (model.username) refreshQuery.set('username', model.username);

  return `<!doctype html>
<html lang="zh-CN">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="referrer" content="no-referrer">
  <title>${model.errors.length > 0 ? '登录未成功 - ' : ''}用户登录 - 统一身份认证（演示）</title>
  <style nonce="${model.nonce}">${styles(model.theme)}</style>
</head>
<body>
  <header><p>统一身份认证平台（演示）</p></header>
  <main>
    <h1>用户登录</h1>
    <p class="intro">登录后返回：${escapeHtml(model.siteTitle)}</p>
    ${summary}
    <form method="post" action="/sso/login" novalidate>
      <input type="hidden" name="redirect" value="${escapeHtml(model.redirect)}">
      <input type="hidden" id="captcha-token" name="captchaToken" value="${escapeHtml(model.captchaToken)}">
      <div class="field">
        <label for="username">用户名</label>
        ${fieldError('username')}
        <input type="text" ${fieldAttributes('username')} value="${escapeHtml(model.username)}" autocomplete="username" autocapitalize="none" spellcheck="false">
      </div>
      <div class="field">
        <label for="password">密码</label>
        ${fieldError('password')}
        <input type="password" ${fieldAttributes('password')} autocomplete="current-password">
      </div>
      <div class="field">
        <label for="captcha">图片验证码</label>
        ${fieldError('captcha')}
        <div class="captcha-row">
          <input type="text" ${fieldAttributes('captcha', 'captcha-help')} value="${escapeHtml(model.captchaValue)}" autocomplete="off" autocapitalize="characters" spellcheck="false" maxlength="8">
          <img id="captcha-image" src="${escapeHtml(model.captchaImage)}" alt="验证码图片" width="120" height="40">
          <a id="captcha-refresh" class="refresh" href="/sso/login?${escapeHtml(refreshQuery.toString())}">看不清，换一张</a>
        </div>
        <p class="help" id="captcha-help">请输入图片中的 4 个字符，不区分大小写。</p>
        <p class="visually-hidden" id="captcha-status" aria-live="polite"></p>
      </div>
      <button type="submit">登录</button>
    </form>
    <p class="note">这是演示服务器的登录页；真实部署中由单位的统一身份认证系统提供。演示账号见演示服务器启动时打印的列表。</p>
  </main>
  <footer><p>Study Portal 演示环境</p></footer>
  <script nonce="${model.nonce}">${refreshScript}</script>
</body>
</html>
`;
}
