import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton } from './Skeleton';
import { Loading } from '../Loading';

const meta = {
  title: 'Content/Skeleton',
  component: Skeleton,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TextLines: Story = {
  args: { lines: 3 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-shape="line"]')).toHaveLength(3);
  },
};

export const Rectangle: Story = { args: { shape: 'rect', ratio: '16 / 9' } };

export const Circle: Story = { args: { shape: 'circle', width: 56 } };

/** A course card on its way: one announcement for the whole region, placeholders hidden. */
export const LoadingCard: Story = {
  render: () => (
    <Loading>
      <div style={{ display: 'grid', gap: 8 }}>
        <Skeleton shape="rect" ratio="16 / 9" />
        <Skeleton lines={2} />
        <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          <Skeleton shape="circle" width={32} />
          <Skeleton width="40%" />
        </div>
      </div>
    </Loading>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('正在加载');
  },
};

export const LoadingCardBlueTheme: Story = { ...LoadingCard, globals: { theme: 'blue' } };
export const LoadingCardElderMode: Story = { ...LoadingCard, globals: { elder: true } };
