import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Header } from './Header';

const meta = {
  title: 'Navigation/Header',
  component: Header,
  args: { title: '干部网络学院', onSearch: fn() },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithTitle: Story = {};

export const WithTitleBlueTheme: Story = { globals: { theme: 'blue' } };

export const WithLogo: Story = {
  args: {
    logoSrc:
      'data:image/svg+xml;utf8,' +
      encodeURIComponent(
        '<svg xmlns="http://www.w3.org/2000/svg" width="360" height="56"><rect width="56" height="56" rx="8" fill="#C50405"/><text x="70" y="38" font-size="28" fill="#C50405" font-family="sans-serif">灯塔学习</text></svg>',
      ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '干部网络学院' })).toBeVisible();
  },
};

export const SearchFromAddress: Story = {
  args: { initialKeyword: '党史学习教育' },
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('searchbox', { name: '搜索' });
    await expect(box).toHaveValue('党史学习教育');
    await userEvent.type(box, '{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('党史学习教育');
  },
};

export const ClearingSearches: Story = {
  args: { initialKeyword: '廉政' },
  play: async ({ canvas, args }) => {
    await userEvent.clear(canvas.getByRole('searchbox', { name: '搜索' }));
    await expect(args.onSearch).toHaveBeenCalledWith('');
  },
};
