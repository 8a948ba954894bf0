import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect } from 'storybook/test';
import { PageNav } from './PageNav';

const items = [
  { to: '/learningPioneers', label: '学习先锋' },
  { to: '/learningBranches', label: '学习支部' },
  { to: '/currentDiscussion', label: '研讨交流' },
];

const meta = {
  title: 'Shared/PageNav',
  component: PageNav,
  args: { label: '学习社区', items, look: 'tabs' },
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/learningBranches']}>
        <Story />
      </MemoryRouter>
    ),
  ],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PageNav>;

export default meta;
type Story = StoryObj<typeof meta>;

const currentPageMarked: Story['play'] = async ({ canvas }) => {
  const nav = canvas.getByRole('navigation', { name: '学习社区' });
  await expect(nav).toBeVisible();
  await expect(canvas.getByRole('link', { name: '学习支部' })).toHaveAttribute('aria-current', 'page');
  await expect(canvas.getByRole('link', { name: '学习先锋' })).not.toHaveAttribute('aria-current');
};

export const Tabs: Story = { play: currentPageMarked };
export const CompactTabs: Story = { args: { look: 'compactTabs' }, play: currentPageMarked };
export const Buttons: Story = { args: { look: 'buttons' }, play: currentPageMarked };
