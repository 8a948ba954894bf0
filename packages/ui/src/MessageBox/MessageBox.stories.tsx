import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { MessageBox } from './MessageBox';
import { MessageBoxProvider, useMessageBox } from './MessageBoxProvider';

const meta = {
  title: 'Feedback/MessageBox',
  component: MessageBox,
  args: {
    open: true,
    kind: 'alert',
    message: '未查询到您的学员信息，请联系本单位后台管理员。',
    onConfirm: fn(),
    onCancel: fn(),
  },
  parameters: { layout: 'padded', docs: { story: { inline: false, iframeHeight: 360 } } },
} satisfies Meta<typeof MessageBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** docs/product/session.md#missing-trainee-record: titled 提醒, only 确定; Esc does nothing. */
export const AlertOnlyConfirm: Story = {
  args: { tone: 'warning' },
  play: async ({ canvas }) => {
    const box = await canvas.findByRole('alertdialog', { name: '提醒' });
    await expect(within(box).getAllByRole('button').map((button) => button.textContent)).toEqual(['确定']);
  },
};

export const AlertOnlyConfirmInteraction: Story = {
  ...AlertOnlyConfirm,
  name: 'Test: Alert Only Confirm',
  tags: ['!autodocs', 'interaction'],
  play: async (context) => {
    await AlertOnlyConfirm.play!(context);
    const { args } = context;
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const Confirm: Story = {
  args: { kind: 'confirm', message: '确定退出登录吗？' },
  play: async ({ canvas }) => {
    const box = await canvas.findByRole('alertdialog', { name: '提示' });
    await expect(within(box).getByRole('button', { name: '取消' })).toHaveFocus();
  },
};

export const ConfirmInteraction: Story = {
  ...Confirm,
  name: 'Test: Confirm',
  tags: ['!autodocs', 'interaction'],
  play: async (context) => {
    await Confirm.play!(context);
    const { args } = context;
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const WarningTone: Story = {
  args: { kind: 'confirm', tone: 'warning', message: '为了您的账户安全，建议您定期更换密码。' },
};

export const ErrorTone: Story = {
  args: { tone: 'error', message: '请求跳转失败，请稍后重试。' },
};

function AskTwice() {
  const boxes = useMessageBox();
  const ask = () => {
    void boxes.alert({ title: '提醒', message: '请先完成本年度必修课程。', tone: 'info' });
    void boxes.confirm({ message: '现在前往学习中心吗？', confirmLabel: '前往' });
  };
  return <Button onClick={ask}>开始考试</Button>;
}

/** Two boxes asked for at once: the second waits until the first is answered. */
export const QueuedBoxes: Story = {
  render: () => (
    <MessageBoxProvider>
      <AskTwice />
    </MessageBoxProvider>
  ),
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('alertdialog', { name: '提醒' })).toBeVisible();
    await expect(canvas.getAllByRole('alertdialog')).toHaveLength(1);
    await userEvent.keyboard('{Enter}');
    const second = await canvas.findByRole('alertdialog', { name: '提示' });
    await waitFor(() => expect(within(second).getByRole('button', { name: '取消' })).toHaveFocus());
    await expect(within(second).getByRole('button', { name: '前往' })).toBeVisible();
  },
};

export const BlueTheme: Story = { args: { kind: 'confirm', message: '确定退出登录吗？' }, globals: { theme: 'blue' } };

export const ElderMode: Story = { args: { tone: 'warning' }, globals: { elder: true } };
