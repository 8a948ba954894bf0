import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BarChart } from './BarChart';

const months = ['1月', '2月', '3月', '4月', '5月', '6月', '7月', '8月', '9月', '10月', '11月', '12月'];

const meta = {
  title: 'Content/Chart/BarChart',
  component: BarChart,
  args: {
    title: '2025年度各月学时',
    summary: '全年共 51 学时，10月最多（7 学时）。',
    categories: months,
    series: [{ label: '学时', values: [3, 4, 5.5, 4.5, 4, 2, 2, 4, 5.5, 7, 5, 4.5] }],
    categoryHeader: '月份',
    unit: '学时',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof BarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Monthly: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '2025年度各月学时' })).toHaveAccessibleDescription('全年共 51 学时，10月最多（7 学时）。');
    const table = canvas.getByRole('table', { name: '2025年度各月学时' });
    await expect(within(table).getAllByRole('row')).toHaveLength(13);
  },
};

export const StackedWithTarget: Story = {
  args: {
    title: '历年学时',
    summary: '2023年至2025年均达到 50 学时的年度要求，2026年已完成 18.5 学时。',
    categories: ['2023年', '2024年', '2025年', '2026年'],
    series: [
      { label: '必修', values: [34, 32, 30.5, 12] },
      { label: '选修', values: [22, 24.5, 20.5, 6.5] },
    ],
    categoryHeader: '年度',
    totalHeader: '合计',
    target: { value: 50, label: '年度要求 50 学时' },
  },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: '历年学时' });
    const row = within(table).getByRole('row', { name: /2026年/ });
    await expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['12', '6.5', '18.5']);
    await expect(canvas.getByText('年度要求 50 学时', { selector: 'li' })).toBeVisible();
  },
};

export const NothingYet: Story = {
  args: { summary: '本年度尚无学时。', series: [{ label: '学时', values: [] }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '2025年度各月学时' })).toBeVisible();
  },
};

export const BlueTheme: Story = { ...StackedWithTarget, globals: { theme: 'blue' } };
export const ElderMode: Story = { ...StackedWithTarget, globals: { elder: true } };
