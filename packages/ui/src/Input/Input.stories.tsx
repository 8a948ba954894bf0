import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Input, type InputProps } from './Input';

// Every story's field has a visible label, as it would on a form.
function LabelledInput({ label, ...props }: InputProps & { label: string }) {
  const [value, setValue] = useState(props.defaultValue === undefined ? undefined : String(props.defaultValue));
  const controlled = value === undefined ? {} : { value, defaultValue: undefined };
  return (
    <div style={{ display: 'grid', gap: 8, maxWidth: 360 }}>
      <label htmlFor="story-input">{label}</label>
      <Input
        id="story-input"
        {...props}
        {...controlled}
        onChange={(event) => {
          if (value !== undefined) setValue(event.target.value);
          props.onChange?.(event);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Forms/Input',
  component: LabelledInput,
  args: { label: '手机号码', onChange: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof LabelledInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {
  args: { defaultValue: '13800138000', type: 'tel' },
};

export const TextInteraction: Story = {
  ...Text,
  name: 'Test: Text',
  tags: ['!autodocs', 'interaction'],
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const field = canvas.getByRole('textbox', { name: '手机号码' });
    await expect(field).toHaveFocus();
    await userEvent.keyboard('{End}{Backspace}1');
    await expect(field).toHaveValue('13800138001');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const Placeholder: Story = {
  args: { placeholder: '请输入手机号码', type: 'tel' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: '手机号码' })).toHaveAttribute('placeholder', '请输入手机号码');
  },
};

export const PasswordHidden: Story = {
  args: { label: '新密码', type: 'password', defaultValue: 'Abc123!?', autoComplete: 'new-password' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('新密码')).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('button', { name: '显示密码' })).toHaveAttribute('aria-pressed', 'false');
  },
};

export const PasswordShown: Story = {
  args: { label: '新密码', type: 'password', defaultValue: 'Abc123!?', autoComplete: 'new-password' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: '显示密码' });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    const field = canvas.getByLabelText('新密码');
    await expect(field).toHaveAttribute('type', 'text');
    await expect(field).toHaveValue('Abc123!?');
  },
};

export const Clearable: Story = {
  args: { label: '关键词', type: 'search', clearable: true, defaultValue: '党史学习教育' },
};

export const ClearableInteraction: Story = {
  ...Clearable,
  name: 'Test: Clearable',
  tags: ['!autodocs', 'interaction'],
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '清空' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const field = canvas.getByRole('searchbox', { name: '关键词' });
    await expect(field).toHaveValue('');
    await expect(field).toHaveFocus();
  },
};

export const Invalid: Story = {
  args: { invalid: true, type: 'tel', defaultValue: '1380013' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: '手机号码' })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '13800138000', clearable: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: '手机号码' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: '清空' })).toBeNull();
  },
};

export const ReadOnly: Story = {
  args: { label: '所在单位', readOnly: true, defaultValue: '市委组织部' },
};

export const Small: Story = {
  args: { size: 'small', placeholder: '请输入关键词', label: '关键词' },
};

export const PasswordBlueTheme: Story = {
  ...PasswordShown,
  globals: { theme: 'blue' },
};

export const ClearableBlueTheme: Story = {
  ...Clearable,
  globals: { theme: 'blue' },
};

export const ClearableBlueThemeInteraction: Story = {
  ...ClearableBlueTheme,
  name: 'Test: Clearable Blue Theme',
  tags: ['!autodocs', 'interaction'],
  play: ClearableInteraction.play,
};

export const ElderMode: Story = {
  ...PasswordShown,
  globals: { elder: true },
};

export const InvalidElderMode: Story = {
  ...Invalid,
  globals: { elder: true },
};
