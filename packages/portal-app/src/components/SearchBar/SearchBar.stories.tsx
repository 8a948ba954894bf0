import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SearchBar } from './SearchBar';

const meta = {
  title: 'Shared/SearchBar',
  component: SearchBar,
  args: { label: '查找学习先锋', fieldLabel: '姓名或单位', placeholder: '输入姓名或单位名称', onSearch: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SearchBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A portal list's search, its label above the field. */
export const Portal: Story = {};

export const PortalInteraction: Story = {
  ...Portal,
  name: 'Test: Portal',
  tags: ['!autodocs', 'interaction'],
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: '姓名或单位' }), '王海涛');
    await userEvent.click(canvas.getByRole('button', { name: '查询' }));
    await expect(args.onSearch).toHaveBeenLastCalledWith('王海涛');
  },
};

/** The admin site's dense lists. */
export const Small: Story = {
  args: { label: '搜索专题班', fieldLabel: '班级名称', placeholder: undefined, size: 'small' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('search', { name: '搜索专题班' })).toBeVisible();
  },
};

/** Where the page's heading already says what is searched, the field is named without a label. */
export const LabelHidden: Story = {
  args: { label: '搜索班级成员', fieldLabel: '成员姓名', fieldLabelHidden: true, placeholder: '输入成员姓名' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: '成员姓名' })).toBeVisible();
  },
};
