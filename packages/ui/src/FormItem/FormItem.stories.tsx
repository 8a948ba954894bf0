import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type FormEvent } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { CaptchaField } from '../CaptchaField';
import { sampleCaptchaBase64 } from '../CaptchaField/captchaSample';
import { CountdownButton } from '../CountdownButton';
import { Input } from '../Input';
import { Select } from '../Select';
import { FormItem } from './FormItem';

const meta = {
  title: 'Forms/FormItem',
  component: FormItem,
  args: { label: '手机号码', children: <Input type="tel" placeholder="请输入手机号码" /> },
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 520 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FormItem>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithHelp: Story = {
  args: { label: '新密码', help: '密码长度8位以上', children: <Input type="password" autoComplete="new-password" /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('新密码')).toHaveAccessibleDescription('密码长度8位以上');
  },
};

export const Required: Story = {
  args: { required: true },
};

export const RequiredInteraction: Story = {
  ...Required,
  name: 'Test: Required',
  tags: ['!autodocs', 'interaction'],
  play: async ({ canvas }) => {
    await userEvent.tab();
    const field = canvas.getByRole('textbox', { name: /^手机号码\s*必填$/ });
    await expect(field).toHaveFocus();
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const PhoneMissing: Story = {
  args: { required: true, error: '请输入手机号码' },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: /手机号码/ });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('请输入手机号码');
  },
};

export const PhoneWrong: Story = {
  args: { required: true, error: '请输入正确的手机号', children: <Input type="tel" defaultValue="1380013" /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /手机号码/ })).toHaveAccessibleDescription('请输入正确的手机号');
  },
};

export const PasswordRules: Story = {
  args: {
    label: '新密码',
    required: true,
    help: '密码长度8位以上',
    error: '必须包含大、小写字母和数字以及特殊字符；可用字符 @!#%^*().?',
    children: <Input type="password" defaultValue="abcdefgh" autoComplete="new-password" />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/新密码/)).toHaveAccessibleDescription(
      '密码长度8位以上 必须包含大、小写字母和数字以及特殊字符；可用字符 @!#%^*().?',
    );
  },
};

export const PasswordsDiffer: Story = {
  args: {
    label: '确认密码',
    required: true,
    error: '两次输入密码不一致!',
    children: <Input type="password" defaultValue="Abc123!?" autoComplete="new-password" />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/确认密码/)).toHaveAccessibleDescription('两次输入密码不一致!');
  },
};

export const CustomControl: Story = {
  args: {
    label: '课程分类',
    help: '可按分类筛选课程',
    children: (
      <Select
        options={[
          { value: 'history', label: '党史学习' },
          { value: 'law', label: '法治建设' },
        ]}
      />
    ),
  },
};

export const CustomControlInteraction: Story = {
  ...CustomControl,
  name: 'Test: Custom Control',
  tags: ['!autodocs', 'interaction'],
  play: async ({ canvas }) => {
    await userEvent.tab();
    const combobox = canvas.getByRole('combobox', { name: '课程分类' });
    await expect(combobox).toHaveFocus();
    await expect(combobox).toHaveAccessibleDescription('可按分类筛选课程');
  },
};

export const Vertical: Story = { args: { layout: 'vertical', required: true, help: '仅用于接收验证码' } };

const PHONE = /^(1[3-9]\d{9}|0\d{2,3}-\d{7,8})$/;

type Field = 'phone' | 'captcha' | 'code';

/** The SMS dialog's form (docs/product/session.md#sms-login): the code is only sent once phone and captcha are right. */
function PhoneVerificationForm({ onVerify }: { onVerify: (values: Record<Field, string>) => void }) {
  const [values, setValues] = useState<Record<Field, string>>({ phone: '', captcha: '', code: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const set = (field: Field) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  const phoneError = () => (values.phone === '' ? '请输入手机号码' : PHONE.test(values.phone) ? undefined : '请输入正确的手机号');
  const captchaError = () => (values.captcha === '' ? '请输入图片验证码' : undefined);

  const requestCode = () => {
    const found = { phone: phoneError(), captcha: captchaError() };
    setErrors((current) => ({ ...current, ...found }));
    return !found.phone && !found.captcha;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = { phone: phoneError(), captcha: captchaError(), code: values.code === '' ? '请输入短信验证码' : undefined };
    setErrors(found);
    if (!found.phone && !found.captcha && !found.code) onVerify(values);
  };

  return (
    <form noValidate onSubmit={submit} aria-label="手机号验证">
      <FormItem label="手机号码" required error={errors.phone}>
        <Input type="tel" autoComplete="tel" value={values.phone} onChange={(event) => set('phone')(event.target.value)} />
      </FormItem>
      <FormItem label="图片验证码" required error={errors.captcha}>
        <CaptchaField value={values.captcha} onChange={set('captcha')} imageSrc={sampleCaptchaBase64} onRefresh={() => undefined} />
      </FormItem>
      <FormItem label="短信验证码" required error={errors.code} addon={<CountdownButton onRequest={requestCode} />}>
        <Input inputMode="numeric" autoComplete="one-time-code" value={values.code} onChange={(event) => set('code')(event.target.value)} />
      </FormItem>
      <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8 }}>
        <Button variant="primary" type="submit" action="confirm" />
      </div>
    </form>
  );
}

export const PhoneVerification: Story = {
  render: () => <PhoneVerificationForm onVerify={fn()} />,
};

export const PhoneVerificationInteraction: Story = {
  ...PhoneVerification,
  name: 'Test: Phone Verification',
  tags: ['!autodocs', 'interaction'],
  play: async ({ canvas }) => {
    // Phone, captcha, picture, 看不清？换一张, SMS code, then the send-code button.
    for (let step = 0; step < 6; step += 1) await userEvent.tab();
    const send = canvas.getByRole('button', { name: '获取验证码' });
    await expect(send).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('请输入手机号码')).toBeVisible();
    await expect(canvas.getByText('请输入图片验证码')).toBeVisible();
    await expect(send).toHaveAccessibleName('获取验证码');

    for (let step = 0; step < 5; step += 1) await userEvent.tab({ shift: true });
    const phone = canvas.getByRole('textbox', { name: /手机号码/ });
    await expect(phone).toHaveFocus();
    await userEvent.keyboard('1380013');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    // Enter in the captcha field submits the form, which checks every field.
    await expect(await canvas.findByText('请输入正确的手机号')).toBeVisible();
    await expect(canvas.getByText('请输入短信验证码')).toBeVisible();
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toHaveAccessibleDescription('请输入正确的手机号');
  },
};

export const PhoneVerificationBlueTheme: Story = { ...PhoneVerification, globals: { theme: 'blue' } };

export const PhoneVerificationBlueThemeInteraction: Story = {
  ...PhoneVerificationBlueTheme,
  name: 'Test: Phone Verification Blue Theme',
  tags: ['!autodocs', 'interaction'],
  play: PhoneVerificationInteraction.play,
};

export const PhoneVerificationElderMode: Story = { ...PhoneVerification, globals: { elder: true } };

export const PhoneVerificationElderModeInteraction: Story = {
  ...PhoneVerificationElderMode,
  name: 'Test: Phone Verification Elder Mode',
  tags: ['!autodocs', 'interaction'],
  play: PhoneVerificationInteraction.play,
};

export const PasswordRulesBlueTheme: Story = { ...PasswordRules, globals: { theme: 'blue' } };

export const PasswordRulesElderMode: Story = { ...PasswordRules, globals: { elder: true } };
