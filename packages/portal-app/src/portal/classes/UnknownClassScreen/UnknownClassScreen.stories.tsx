import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ScreenHarness } from '../../../testing/ScreenHarness';
import { UnknownClassScreen } from './UnknownClassScreen';

function ErrorCodeAt() {
  return (
    <ScreenHarness path="/errorCode">
      <UnknownClassScreen />
    </ScreenHarness>
  );
}

const meta = {
  title: 'Portal/Classes/UnknownClass',
  component: ErrorCodeAt,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ErrorCodeAt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ClassDoesNotExist: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '班级不存在', level: 1 })).toBeVisible();
    await expect(canvas.getByText('您访问的专题班不存在或已被删除，请确认链接是否正确。')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '浏览网上专题班' })).toHaveAttribute('href', '/projectIndex');
    await expect(canvas.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/index');
  },
};

export const BlueTheme: Story = { globals: { theme: 'blue' } };

export const ElderMode: Story = { globals: { elder: true } };
