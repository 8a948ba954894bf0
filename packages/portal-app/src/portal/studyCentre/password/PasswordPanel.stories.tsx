import type { Meta, StoryObj } from '@storybook/react-vite';
import { captchaPaths } from '@study-portal/api';
import { contractHttp, mockDb } from '@study-portal/api/mocks';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { failsWith, neverAnswers } from '../../../testing/storyResponses';
import { StudyCentreAt } from '../testing/StudyCentreAt';
import { firstLoad } from '../testing/storyTimeouts';

const meta = {
  title: 'Portal/StudyCentre/Password',
  component: StudyCentreAt,
  args: { tab: 'password', leave: fn() },
  parameters: { layout: 'padded' },
  beforeEach: () => {
    mockDb.reset();
  },
} satisfies Meta<typeof StudyCentreAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The answer to the captcha on show: the fake backend's newest. */
const captchaAnswer = () => [...mockDb.captchas.values()].at(-1) ?? '';

const field = (form: HTMLElement, label: RegExp) => within(form).getByLabelText(label, { selector: 'input' });

export const ChecksEachField: Story = {};

export const ChecksEachFieldInteraction: Story = {
  ...ChecksEachField,
  name: 'Test: Checks Each Field',
  tags: ['!autodocs', 'interaction'],
  play: async ({ canvas }) => {
    const form = await canvas.findByRole('form', { name: '修改密码' }, firstLoad);
    // 确认修改 waits for the user info; a press before it arrives does nothing.
    const submit = within(form).getByRole('button', { name: '确认修改' });
    await waitFor(() => expect(submit).not.toHaveAttribute('aria-disabled'));
    await userEvent.click(submit);
    for (const message of ['请输入原密码', '请输入新密码', '请再次输入密码', '请输入验证码']) {
      await expect(within(form).getByText(message)).toBeVisible();
    }
    await expect(field(form, /原密码/)).toHaveFocus();
    await userEvent.type(field(form, /新密码/), 'short');
    await userEvent.tab();
    await expect(within(form).getByText('密码长度8位以上')).toBeVisible();
    await userEvent.type(field(form, /新密码/), 'password');
    await userEvent.tab();
    await expect(within(form).getByText('必须包含大、小写字母和数字以及特殊字符；可用字符 @!#%^*().?')).toBeVisible();
    await userEvent.clear(field(form, /新密码/));
    await userEvent.type(field(form, /新密码/), 'Better#2027');
    await userEvent.type(field(form, /确认密码/), 'Better#2027');
    await userEvent.tab();
    await expect(within(form).queryByText('两次输入密码不一致!')).toBeNull();
    // Changing the new password checks the confirmation again (docs/product/session.md#validation-rules).
    await userEvent.type(field(form, /新密码/), 'x');
    await expect(await within(form).findByText('两次输入密码不一致!')).toBeVisible();
  },
};

export const WrongOldPassword: Story = {
  name: 'Test: Wrong Old Password',
  tags: ['!autodocs', 'interaction'],
  play: async ({ canvas, args }) => {
    const form = await canvas.findByRole('form', { name: '修改密码' }, firstLoad);
    const picture = await within(form).findByRole('img', { name: /验证码/ });
    const firstPicture = picture.getAttribute('src');
    await userEvent.type(field(form, /原密码/), 'Wrong@2026');
    await userEvent.type(field(form, /新密码/), 'Better#2027');
    await userEvent.type(field(form, /确认密码/), 'Better#2027');
    await userEvent.type(field(form, /验证码/), captchaAnswer());
    await userEvent.click(within(form).getByRole('button', { name: '确认修改' }));
    // The server's message as an error toast, and a fresh captcha; the passwords typed stay.
    await expect(await screen.findByText('原密码错误', { selector: 'div' })).toBeVisible();
    await waitFor(() => expect(within(form).getByRole('img', { name: /验证码/ }).getAttribute('src')).not.toBe(firstPicture));
    await expect(field(form, /原密码/)).toHaveValue('Wrong@2026');
    await expect(field(form, /新密码/)).toHaveValue('Better#2027');
    await expect(field(form, /验证码/)).toHaveValue('');
    await expect(args.leave).not.toHaveBeenCalled();
  },
};

export const Changes: Story = {
  name: 'Test: Changes',
  tags: ['!autodocs', 'interaction'],
  play: async ({ canvas, args }) => {
    const form = await canvas.findByRole('form', { name: '修改密码' }, firstLoad);
    await within(form).findByRole('img', { name: /验证码/ });
    await userEvent.type(field(form, /原密码/), 'Study@2026');
    await userEvent.type(field(form, /新密码/), 'Better#2027');
    await userEvent.type(field(form, /确认密码/), 'Better#2027');
    await userEvent.type(field(form, /验证码/), captchaAnswer());
    await userEvent.click(within(form).getByRole('button', { name: '确认修改' }));
    await expect(await screen.findByText('修改成功,请重新登录', { selector: 'div' })).toBeVisible();
    // Then the logout (docs/product/session.md#logout), to the SSO logout address.
    await waitFor(() => expect(args.leave).toHaveBeenCalledWith(expect.stringContaining('/sso/logout')), { timeout: 10_000 });
  },
};

/** A deployment whose configured key could not be read: the form refuses, sends nothing, keeps what was typed. */
export const KeyNotReadable: Story = {
  name: 'Test: Key Not Readable',
  tags: ['!autodocs', 'interaction'],
  args: { config: { passwordPublicKeyProblem: 'neither a PEM block nor base64' } },
  play: async ({ canvas, args }) => {
    const form = await canvas.findByRole('form', { name: '修改密码' }, firstLoad);
    await within(form).findByRole('img', { name: /验证码/ });
    const answer = captchaAnswer();
    await userEvent.type(field(form, /原密码/), 'Study@2026');
    await userEvent.type(field(form, /新密码/), 'Better#2027');
    await userEvent.type(field(form, /确认密码/), 'Better#2027');
    await userEvent.type(field(form, /验证码/), answer);
    await userEvent.click(within(form).getByRole('button', { name: '确认修改' }));
    await expect(await screen.findByText('系统的密码加密公钥配置有误，暂时无法修改密码，请联系管理员', { selector: 'div' })).toBeVisible();
    await expect(field(form, /新密码/)).toHaveValue('Better#2027');
    await expect(field(form, /验证码/)).toHaveValue(answer);
    // Nothing reached the backend: the captcha was not spent and the password is the old one.
    await expect([...mockDb.captchas.values()]).toContain(answer);
    await expect(args.leave).not.toHaveBeenCalled();
  },
};

export const CaptchaUnavailable: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(captchaPaths.validateCode, failsWith()));
  },
  play: async ({ canvas }) => {
    const form = await canvas.findByRole('form', { name: '修改密码' }, firstLoad);
    await expect(await within(form).findByText('验证码加载失败，请点击刷新')).toBeVisible();
  },
};

export const CaptchaLoading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(captchaPaths.validateCode, neverAnswers));
  },
  play: async ({ canvas }) => {
    const form = await canvas.findByRole('form', { name: '修改密码' }, firstLoad);
    await expect(within(form).getByRole('button', { name: /加载中|正在加载/ })).toHaveAttribute('aria-busy', 'true');
  },
};

export const BlueTheme: Story = { globals: { theme: 'blue' } };
export const ElderMode: Story = { globals: { elder: true } };
