import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RecordCard } from './RecordCard';

const meta = {
  title: 'Shared/RecordCard',
  component: RecordCard,
  args: {
    layout: 'stacked',
    cover: null,
    heading: <a href="#live-01">全会精神宣讲直播：以进一步全面深化改革推进中国式现代化</a>,
    children: <p>主讲人：张教授</p>,
  },
  decorators: [
    (Story, { args }) => (
      <div style={{ maxWidth: args.layout === 'row' ? 720 : 360 }}>
        <Story />
      </div>
    ),
  ],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof RecordCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const nameIsTheOneLink: Story['play'] = async ({ canvas }) => {
  const card = within(canvas.getByRole('article'));
  await expect(card.getByRole('heading', { level: 3 })).toHaveTextContent('全会精神宣讲直播');
  await expect(card.getAllByRole('link')).toHaveLength(1);
};

export const Stacked: Story = { play: nameIsTheOneLink };

export const Row: Story = {
  args: { layout: 'row', heading: <a href="#column-01">新思想学习专栏</a>, children: <p>12 项内容</p> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '新思想学习专栏' })).toBeVisible();
  },
};

export const StackedElderMode: Story = { globals: { elder: true }, play: nameIsTheOneLink };
