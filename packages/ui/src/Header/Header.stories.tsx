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

export const WithSearchTypes: Story = {
  args: {
    searchTypes: [
      { value: 'kc', label: '课程' },
      { value: 'zt', label: '专题' },
    ],
    initialType: 'kc',
  },
};

export const WithSearchTypesInteraction: Story = {
  ...WithSearchTypes,
  name: 'Test: With Search Types',
  tags: ['!autodocs', 'interaction'],
  play: async ({ canvas, args }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '搜索范围' }), 'zt');
    await userEvent.type(canvas.getByRole('searchbox', { name: '搜索' }), '廉洁{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('廉洁', 'zt');
  },
};

export const WithBackgroundPicture: Story = {
  render: (args) => (
    <div
      style={{
        // A tenant's header picture arrives as this variable from ThemeProvider.
        ['--sp-header-background' as string]:
          'linear-gradient(90deg, rgba(255,255,255,0.96) 35%, rgba(255,255,255,0.6)), repeating-linear-gradient(45deg, #f6d6d6 0 12px, #fbeaea 12px 24px)',
      }}
    >
      <Header {...args} />
    </div>
  ),
};

export const ElderMode: Story = { globals: { elder: true } };

export const SearchFromAddress: Story = {
  args: { initialKeyword: '党史学习教育' },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('searchbox', { name: '搜索' });
    await expect(box).toHaveValue('党史学习教育');
  },
};

export const SearchFromAddressInteraction: Story = {
  ...SearchFromAddress,
  name: 'Test: Search From Address',
  tags: ['!autodocs', 'interaction'],
  play: async (context) => {
    await SearchFromAddress.play!(context);
    const { canvas, args } = context;
    const box = canvas.getByRole('searchbox', { name: '搜索' });
    await userEvent.type(box, '{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('党史学习教育', '');
  },
};

export const ClearingSearches: Story = {
  args: { initialKeyword: '廉政' },
};

export const ClearingSearchesInteraction: Story = {
  ...ClearingSearches,
  name: 'Test: Clearing Searches',
  tags: ['!autodocs', 'interaction'],
  play: async ({ canvas, args }) => {
    await userEvent.clear(canvas.getByRole('searchbox', { name: '搜索' }));
    await expect(args.onSearch).toHaveBeenCalledWith('', '');
  },
};
