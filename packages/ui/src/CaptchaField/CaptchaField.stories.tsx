import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { FormItem } from '../FormItem';
import { CaptchaField, type CaptchaFieldProps } from './CaptchaField';
import { sampleCaptchaBase64 } from './captchaSample';

// Holds the typed text, as a form would.
function TypedCaptchaField(props: CaptchaFieldProps) {
  const [value, setValue] = useState(props.value);
  return (
    <div style={{ maxWidth: 420 }}>
      <CaptchaField
        {...props}
        value={value}
        onChange={(next) => {
          setValue(next);
          props.onChange(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Forms/CaptchaField',
  component: TypedCaptchaField,
  args: { value: '', imageSrc: sampleCaptchaBase64, onChange: fn(), onRefresh: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof TypedCaptchaField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '图片验证码，看不清可点击更换' })).toHaveAttribute('src', `data:image/png;base64,${sampleCaptchaBase64}`);
  },
};

export const LoadedInteraction: Story = {
  ...Loaded,
  name: 'Test: Loaded',
  tags: ['!autodocs', 'interaction'],
  play: async (context) => {
    await Loaded.play!(context);
    const { canvas, args } = context;
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: '图片验证码' })).toHaveFocus();
    await userEvent.keyboard('7K3P');
    await expect(args.onChange).toHaveBeenLastCalledWith('7K3P');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '图片验证码，看不清可点击更换' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(args.onRefresh).toHaveBeenCalledTimes(2);
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    const picture = canvas.getByRole('button', { name: '加载中' });
    await expect(picture).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadingInteraction: Story = {
  ...Loading,
  name: 'Test: Loading',
  tags: ['!autodocs', 'interaction'],
  play: async (context) => {
    await Loading.play!(context);
    const { args } = context;
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRefresh).not.toHaveBeenCalled();
  },
};

export const Failed: Story = {
  args: { error: true },
};

export const FailedInteraction: Story = {
  ...Failed,
  name: 'Test: Failed',
  tags: ['!autodocs', 'interaction'],
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '验证码加载失败，请点击刷新' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
  },
};

export const WithErrorMessage: Story = {
  render: (args) => (
    <div style={{ maxWidth: 520 }}>
      <FormItem label="图片验证码" required error="请输入图片验证码">
        <CaptchaField {...args} />
      </FormItem>
    </div>
  ),
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: /图片验证码/ });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('请输入图片验证码');
  },
};

export const Invalid: Story = { args: { invalid: true, value: '7k' } };

export const LoadedBlueTheme: Story = { ...Loaded, globals: { theme: 'blue' } };

export const LoadedBlueThemeInteraction: Story = {
  ...LoadedBlueTheme,
  name: 'Test: Loaded Blue Theme',
  tags: ['!autodocs', 'interaction'],
  play: LoadedInteraction.play,
};

export const FailedBlueTheme: Story = { ...Failed, globals: { theme: 'blue' } };

export const FailedBlueThemeInteraction: Story = {
  ...FailedBlueTheme,
  name: 'Test: Failed Blue Theme',
  tags: ['!autodocs', 'interaction'],
  play: FailedInteraction.play,
};

export const LoadedElderMode: Story = { ...Loaded, globals: { elder: true } };

export const LoadedElderModeInteraction: Story = {
  ...LoadedElderMode,
  name: 'Test: Loaded Elder Mode',
  tags: ['!autodocs', 'interaction'],
  play: LoadedInteraction.play,
};

export const FailedElderMode: Story = { ...Failed, globals: { elder: true } };

export const FailedElderModeInteraction: Story = {
  ...FailedElderMode,
  name: 'Test: Failed Elder Mode',
  tags: ['!autodocs', 'interaction'],
  play: FailedInteraction.play,
};
