import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Toast } from './Toast';
import { ToastProvider, useToast } from './ToastProvider';

const meta = {
  title: 'Feedback/Toast',
  component: Toast,
  args: { kind: 'success', message: '修改成功,请重新登录', onClose: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '成功' })).toBeVisible();
  },
};

export const SuccessInteraction: Story = {
  ...Success,
  name: 'Test: Success',
  tags: ['!autodocs', 'interaction'],
  play: async (context) => {
    await Success.play!(context);
    const { args } = context;
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};
export const Warning: Story = { args: { kind: 'warning', message: '正在访问中网院，请稍候' } };
export const ErrorKind: Story = { name: 'Error', args: { kind: 'error', message: '网络错误，请稍后再试' } };
export const Info: Story = { args: { kind: 'info', message: '您需要进行手机号验证' } };

export const LongMessage: Story = {
  args: {
    kind: 'error',
    message: '请检查uKey是否安装、启动，或刷新重试。如仍无法连接，请下载并重新安装证书服务程序后再次登录管理员系统。',
  },
};

/** The buttons a screen uses to raise notices; each toast stays until closed so the stack can be seen. */
function RaiseToasts() {
  const toast = useToast();
  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Button onClick={() => toast.success('插入UKEY', { duration: 0 })}>成功通知</Button>
      <Button onClick={() => toast.warning('拔出UKEY', { duration: 0 })}>警告通知</Button>
      <Button onClick={() => toast.error('证书验证失败！！', { duration: 0 })}>错误通知</Button>
      <Button onClick={() => toast.info('您需要进行手机号验证', { duration: 0 })}>提示通知</Button>
    </div>
  );
}

/** Four notices raised from the keyboard: newest on top, each announced by its live region. */
export const StackOfFour: Story = {
  render: () => (
    <ToastProvider>
      <RaiseToasts />
    </ToastProvider>
  ),
  parameters: { docs: { story: { inline: false, iframeHeight: 360 } } },
  play: async ({ canvas }) => {
    for (let press = 0; press < 4; press += 1) {
      await userEvent.tab();
      await userEvent.keyboard('{Enter}');
    }
    const stack = await canvas.findByRole('region', { name: '通知' });
    const messages = within(stack)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    await expect(messages).toEqual(['您需要进行手机号验证', '证书验证失败！！', '拔出UKEY', '插入UKEY']);
    await expect(canvas.getByRole('status')).toHaveTextContent('提示 您需要进行手机号验证');
  },
};

export const BlueTheme: Story = { ...StackOfFour, globals: { theme: 'blue' } };

export const ElderMode: Story = { ...StackOfFour, globals: { elder: true } };
