import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import { expect as baseExpect, test, type Page } from './fixtures';

// A deployment's password key comes from its portal-config.json, in PEM or, as jsencrypt-era
// backends hand it out, bare base64 (docs/real-backend.md#the-password-key).
const expect = baseExpect.configure({ timeout: 15_000 });

test.beforeEach(async ({ context, baseURL, page }, testInfo) => {
  const scope = `${testInfo.testId}-${testInfo.repeatEachIndex}-${testInfo.retry}`;
  await context.addCookies([{ name: 'demo-scope', value: scope, url: baseURL! }]);
  expect((await page.request.post('/__demo/reset')).ok()).toBe(true);
});

const fromBase64Url = (text: string) => BigInt(`0x${Buffer.from(text, 'base64url').toString('hex')}`);

function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let factor = base % modulus;
  for (let rest = exponent; rest > 0n; rest >>= 1n) {
    if (rest & 1n) result = (result * factor) % modulus;
    factor = (factor * factor) % modulus;
  }
  return result;
}

/**
 * RSA with PKCS#1 v1.5 padding, opened by hand: Node no longer decrypts that padding with a
 * private key, and the test must read exactly what the backend would.
 */
function decrypt(privateKey: KeyObject, cipherBase64: string): string {
  const { n, d } = privateKey.export({ format: 'jwk' }) as { n: string; d: string };
  const modulus = fromBase64Url(n);
  const size = Buffer.from(n, 'base64url').length;
  const plain = modPow(BigInt(`0x${Buffer.from(cipherBase64, 'base64').toString('hex')}`), fromBase64Url(d), modulus);
  const block = Buffer.from(plain.toString(16).padStart(size * 2, '0'), 'hex');
  // 00 02, at least eight random non-zero bytes, 00, then the message.
  expect([block[0], block[1]]).toEqual([0, 2]);
  const separator = block.indexOf(0, 2);
  expect(separator).toBeGreaterThanOrEqual(10);
  return block.subarray(separator + 1).toString('utf8');
}

/** The password tab, signed in, and the answer to the captcha it shows. */
async function openPasswordTab(page: Page) {
  const captcha = page.waitForResponse((response) => response.url().includes('/api/webmember/getValidateCode'));
  const { token } = (await (await page.request.post('/__demo/login', { data: { username: 'learner' } })).json()) as { token: string };
  await page.goto(`/personalCenter?acativeId=8&token=${token}`);
  const form = page.getByRole('form', { name: '修改密码' });
  await expect(form.getByRole('img', { name: /验证码/ })).toBeVisible();
  const { data } = (await (await captcha).json()) as { data: { verificationCodeToken: string } };
  const { answer } = (await (await page.request.get(`/__demo/captcha?token=${encodeURIComponent(data.verificationCodeToken)}`)).json()) as { answer: string };
  return { form, answer };
}

test('a bare base64 key from portal-config.json encrypts the password fields, which its private key opens', async ({ page }) => {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 1024 });
  const bareKey = publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
  await page.route('**/portal-config.json', (route) => route.fulfill({ json: { passwordPublicKey: bareKey } }));
  const sent = page.waitForRequest((request) => request.url().includes('/api/webmember/userPwdModify'));

  const { form, answer } = await openPasswordTab(page);
  await form.getByLabel('原密码').fill('Study@2026');
  await form.getByLabel('新密码').fill('Better#2027');
  await form.getByLabel('确认密码').fill('Better#2027');
  await form.getByLabel('验证码', { exact: false }).first().fill(answer);
  await form.getByRole('button', { name: '确认修改' }).click();

  const body = (await sent).postDataJSON() as Record<string, string>;
  expect(JSON.stringify(body)).not.toContain('Better#2027');
  expect({ old: decrypt(privateKey, body.oldPassword!), new: decrypt(privateKey, body.newPassword!), confirm: decrypt(privateKey, body.confirmPassword!) }).toEqual({
    old: 'Study@2026',
    new: 'Better#2027',
    confirm: 'Better#2027',
  });
  // The demo backend holds the demo key, not this one: it cannot open the fields and says so.
  await expect(page.getByText('密码解密失败，请刷新页面后重试', { exact: true }).first()).toBeVisible();
});

test('a key nobody can read stops the form with a word for the learner, and nothing is sent', async ({ page }) => {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/webmember/userPwdModify')) sent.push(request.url());
  });
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await page.route('**/portal-config.json', (route) => route.fulfill({ json: { passwordPublicKey: 'MIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQ' } }));

  const { form, answer } = await openPasswordTab(page);
  expect(consoleErrors.some((text) => /passwordPublicKey is .*PEM or bare base64/.test(text))).toBe(true);
  await form.getByLabel('原密码').fill('Study@2026');
  await form.getByLabel('新密码').fill('Better#2027');
  await form.getByLabel('确认密码').fill('Better#2027');
  await form.getByLabel('验证码', { exact: false }).first().fill(answer);
  await form.getByRole('button', { name: '确认修改' }).click();
  await expect(page.getByText('系统的密码加密公钥配置有误，暂时无法修改密码，请联系管理员', { exact: true }).first()).toBeVisible();
  await expect(form.getByLabel('新密码')).toHaveValue('Better#2027');
  expect(sent).toEqual([]);
});
