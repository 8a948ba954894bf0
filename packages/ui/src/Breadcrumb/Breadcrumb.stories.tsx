import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { displayLengths } from '../format/displayText';
import { Breadcrumb } from './Breadcrumb';

const fourLevels = [
  { label: '首页', href: '/home' },
  { label: '学习中心', href: '/personalCenter' },
  { label: '网上专题班', href: '/project/projectIndex' },
  { label: '班级详情' },
];

const meta = {
  title: 'Navigation/Breadcrumb',
  component: Breadcrumb,
  args: {
    items: [{ label: '首页', href: '/home' }, { label: '学习中心' }],
    onNavigate: fn((_item, event) => event.preventDefault()),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Breadcrumb>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoLevels: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('学习中心')).toHaveAttribute('aria-current', 'page');
  },
};

export const TwoLevelsInteraction: Story = {
  ...TwoLevels,
  name: 'Test: Two Levels',
  tags: ['!autodocs', 'interaction'],
  play: async (context) => {
    await TwoLevels.play!(context);
    const { canvas, args } = context;
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: '首页' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenCalledWith(expect.objectContaining({ href: '/home' }), expect.anything());
  },
};

export const FourLevels: Story = {
  args: { items: fourLevels },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
  },
};

export const FourLevelsInteraction: Story = {
  ...FourLevels,
  name: 'Test: Four Levels',
  tags: ['!autodocs', 'interaction'],
  play: async (context) => {
    await FourLevels.play!(context);
    const { canvas, args } = context;
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: '网上专题班' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenCalledWith(expect.objectContaining({ label: '网上专题班' }), expect.anything());
  },
};

export const FourLevelsBlueTheme: Story = { args: { items: fourLevels }, globals: { theme: 'blue' } };

export const FourLevelsElderMode: Story = { args: { items: fourLevels }, globals: { elder: true } };

/**
 * A record's runaway title as the current step: a word of twenty thousand letters and 'Z' under a
 * hundred thousand combining marks, on a phone's width. The step is cut short and wraps inside
 * the trail.
 */
export const RunawayTitle: Story = {
  name: 'Test: Runaway Title',
  tags: ['!autodocs', 'interaction'],
  args: { items: [{ label: '专题推荐', href: '/subjectList' }, { label: `超长专题${'Unbreakable'.repeat(2_000)}Z${'\u0301'.repeat(100_000)}` }] },
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const current = canvas.getByText(/^超长专题/);
    await expect([...(current.textContent ?? '')]).toHaveLength(displayLengths.label);
    const trail = canvas.getByRole('navigation');
    await expect(trail.scrollWidth).toBeLessThanOrEqual(trail.clientWidth);
  },
};
