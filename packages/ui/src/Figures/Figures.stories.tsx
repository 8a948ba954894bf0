import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { formatCount } from '../format/format';
import { Figure, Figures } from './Figures';

const meta = {
  title: 'Content/Figures',
  component: Figures,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Figures>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A learner's year at a glance, as the learning file shows it. */
export const LearnerYear: Story = {
  render: () => (
    <Figures aria-label="学习概况">
      <Figure label="累计学时" value="37.5" />
      <Figure label="必修学时" value="22.0" />
      <Figure label="完成课程" value={`${formatCount(12)} / ${formatCount(20)}`} />
      <Figure label="学习天数" value={formatCount(146)} />
    </Figures>
  ),
  play: async ({ canvas }) => {
    const list = canvas.getByLabelText('学习概况');
    await expect(within(list).getAllByRole('term')).toHaveLength(4);
    await expect(within(list).getByText('12 / 20')).toBeVisible();
  },
};

/** Large counts and long labels wrap inside their boxes instead of widening the page. */
export const LongLabels: Story = {
  render: () => (
    <div style={{ maxWidth: 360 }}>
      <Figures aria-label="平台数据">
        <Figure label="累计注册学员（含已停用账号）" value={formatCount(3856123)} />
        <Figure label="课程" value={formatCount(37)} />
      </Figures>
    </div>
  ),
  play: async ({ canvas }) => {
    const list = canvas.getByLabelText('平台数据');
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
  },
};
