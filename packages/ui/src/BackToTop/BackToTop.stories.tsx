import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BackToTop } from './BackToTop';
import type { ScrollTarget } from './scrollToTop';

// Stories show the control as it looks once the page has scrolled: a fixed scroll position
// stands in for a long page.
const scrolledPage: ScrollTarget = { read: () => 800, write: () => undefined };

const meta = {
  title: 'Navigation/BackToTop',
  component: BackToTop,
  args: { scrollTarget: scrolledPage, placement: 'inline' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof BackToTop>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Shown: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '返回顶部' })).toBeVisible();
  },
};

export const ShownBlueTheme: Story = { globals: { theme: 'blue' } };

export const ShownElderMode: Story = { globals: { elder: true } };

export const HiddenNearTheTop: Story = {
  args: { scrollTarget: { read: () => 120, write: () => undefined } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: '返回顶部' })).toBeNull();
  },
};
