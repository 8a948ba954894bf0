import type { Meta, StoryObj } from '@storybook/react-vite';
import { smsPaths } from '@study-portal/api';
import { contractHttp, findAccount, refuse } from '@study-portal/api/mocks';
import { HttpResponse } from 'msw';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { ScreenHarness } from '../../testing/ScreenHarness';
import { PhoneVerifyDialog, type PhoneVerifyDialogProps } from './PhoneVerifyDialog';

const account = findAccount('smsadmin')!.user;
const smsadmin: PhoneVerifyDialogProps['user'] = {
  telephone: account.telephone,
  idCardHash: account.idCardHash,
  roleList: account.roleList.map((role) => ({ ...role })),
};

function DialogAsSmsAdmin(props: Omit<PhoneVerifyDialogProps, 'user' | 'open'>) {
  return (
    <ScreenHarness signedInAs="smsadmin">
      <PhoneVerifyDialog open user={smsadmin} {...props} />
    </ScreenHarness>
  );
}

const meta = {
  title: 'Shared/PhoneVerifyDialog',
  component: DialogAsSmsAdmin,
  args: { onVerified: fn(), onCancel: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof DialogAsSmsAdmin>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog', { name: '手机号验证' });

export const BoundPhoneFilledIn: Story = {
  play: async () => {
    const box = await dialog();
    await expect(box).toBeVisible();
    await expect(screen.getByRole('textbox', { name: /^手机号/ })).toHaveValue(smsadmin.telephone);
  },
};

export const CodeNeedsPhoneAndCaptcha: Story = {
  name: 'Test: Code Needs Phone And Captcha',
  tags: ['!autodocs', 'interaction'],
  play: async () => {
    await dialog();
    const phone = screen.getByRole('textbox', { name: /^手机号/ });
    await userEvent.clear(phone);
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await expect(await screen.findByText('请输入手机号码')).toBeVisible();
    await expect(screen.getByText('请输入图片验证码')).toBeVisible();
    await userEvent.type(phone, '12345');
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await expect(await screen.findByText('请输入正确的手机号')).toBeVisible();
  },
};

export const SubmitNeedsTheSmsCode: Story = {
  name: 'Test: Submit Needs The Sms Code',
  tags: ['!autodocs', 'interaction'],
  play: async ({ args }) => {
    await dialog();
    await userEvent.click(screen.getByRole('button', { name: '验证并登录' }));
    await expect(await screen.findByText('请输入短信验证码')).toBeVisible();
    await expect(args.onVerified).not.toHaveBeenCalled();
  },
};

export const CodeSentThenCountdown: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(smsPaths.sendCode, () => HttpResponse.json({ success: true, message: '验证码已发送至 138****8004' })));
  },
  play: async () => {
    await dialog();
    await userEvent.type(screen.getByRole('textbox', { name: /^图片验证码/ }), 'abcd');
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await expect(await screen.findByText('验证码已发送至 138****8004')).toBeVisible();
    await expect(screen.getByRole('button', { name: /60|59/ })).toHaveAttribute('aria-disabled', 'true');
    // The answer was spent on the send: a new picture comes, and its field is empty again.
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^图片验证码/ })).toHaveValue(''));
  },
};

export const ServerRefusesTheCode: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(smsPaths.login, () => refuse('短信验证码错误')));
  },
  play: async ({ args }) => {
    await dialog();
    await userEvent.type(screen.getByRole('textbox', { name: /^图片验证码/ }), 'abcd');
    await userEvent.type(screen.getByRole('textbox', { name: /^短信验证码/ }), '123456');
    await userEvent.click(screen.getByRole('button', { name: '验证并登录' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent('短信验证码错误');
    // What was typed stays for another try; the spent captcha's answer goes with its picture.
    await expect(screen.getByRole('textbox', { name: /^短信验证码/ })).toHaveValue('123456');
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^图片验证码/ })).toHaveValue(''));
    await expect(args.onVerified).not.toHaveBeenCalled();
  },
};

export const NetworkFails: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(smsPaths.login, () => HttpResponse.error()));
  },
  play: async () => {
    await dialog();
    await userEvent.type(screen.getByRole('textbox', { name: /^图片验证码/ }), 'abcd');
    await userEvent.type(screen.getByRole('textbox', { name: /^短信验证码/ }), '123456');
    await userEvent.click(screen.getByRole('button', { name: '验证并登录' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent('网络错误，请稍后再试');
  },
};

export const Verified: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(smsPaths.login, () => HttpResponse.json({ success: true, message: '验证成功' })));
  },
  play: async ({ args }) => {
    await dialog();
    await userEvent.type(screen.getByRole('textbox', { name: /^图片验证码/ }), 'abcd');
    await userEvent.type(screen.getByRole('textbox', { name: /^短信验证码/ }), '123456');
    await userEvent.click(screen.getByRole('button', { name: '验证并登录' }));
    await waitFor(() => expect(args.onVerified).toHaveBeenCalledTimes(1));
  },
};

export const BlueTheme: Story = { globals: { theme: 'blue' } };

export const ElderMode: Story = { globals: { elder: true } };
