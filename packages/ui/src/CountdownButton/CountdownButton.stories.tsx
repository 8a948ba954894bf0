import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { CountdownButton } from './CountdownButton';

const meta = {
  title: 'Forms/CountdownButton',
  component: CountdownButton,
  args: { onRequest: fn(() => Promise.resolve(true)) },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CountdownButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '获取验证码' })).not.toHaveAttribute('aria-disabled');
  },
};

export const CountingDown: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const button = await canvas.findByRole('button', { name: '60秒后重新获取' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRequest).toHaveBeenCalledTimes(1);
  },
};

export const Sending: Story = {
  args: { onRequest: fn(() => new Promise<boolean>(() => undefined)) },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(canvas.getByRole('button', { name: '获取验证码' })).toHaveAttribute('aria-busy', 'true'));
  },
};

export const RequestRefused: Story = {
  args: { onRequest: fn(() => Promise.resolve(false)) },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onRequest).toHaveBeenCalledTimes(1));
    const button = canvas.getByRole('button', { name: '获取验证码' });
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
    await expect(button).not.toHaveAttribute('aria-disabled');
  },
};

export const Disabled: Story = { args: { disabled: true } };

export const CountingDownBlueTheme: Story = { ...CountingDown, globals: { theme: 'blue' } };

export const CountingDownElderMode: Story = { ...CountingDown, globals: { elder: true } };
