import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
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

/** No two of the picture's texts overlap, and none is smaller than the page's text. */
async function expectReadableText(picture: Element) {
  const texts = Array.from(picture.querySelectorAll('text'));
  for (const text of texts) await expect(Number.parseFloat(getComputedStyle(text).fontSize)).toBeGreaterThanOrEqual(14);
  const boxes = texts.map((text) => text.getBoundingClientRect());
  const overlapping = boxes.flatMap((box, index) =>
    boxes.slice(index + 1).filter((other) => box.left < other.right - 1 && other.left < box.right - 1 && box.top < other.bottom - 1 && other.top < box.bottom - 1),
  );
  await expect(overlapping).toHaveLength(0);
}

/** On a wide page the chart takes the whole width of its container, its text at the page's size. */
export const FullWidth: Story = {
  args: {
    title: '2026年度各月学时',
    summary: '2026年度累计 18.9 学时，3月最多，7.8 学时。',
    series: [
      { label: '必修', values: [4, 3, 5, 0, 0, 0, 0, 0, 0, 0, 0, 0] },
      { label: '选修', values: [2.5, 1.6, 2.8, 0, 0, 0, 0, 0, 0, 0, 0, 0] },
    ],
    totalHeader: '合计',
  },
  decorators: [
    (Story) => (
      <div style={{ width: 1100 }} data-frame="">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, canvasElement }) => {
    const picture = canvas.getByRole('img', { name: '2026年度各月学时' });
    await expect(picture).toHaveAttribute('data-orientation', 'columns');
    const frame = canvasElement.querySelector('[data-frame]')!.getBoundingClientRect();
    await expect(Math.abs(picture.getBoundingClientRect().width - frame.width)).toBeLessThan(1);
    await expectReadableText(picture);
  },
};

/** At a phone's width the months lie one a line, labels beside the bars, the text still at the page's size. */
export const PhoneWidth: Story = {
  args: FullWidth.args,
  decorators: [
    (Story) => (
      <div style={{ width: 358 }} data-frame="">
        <Story />
      </div>
    ),
  ],
  parameters: { layout: 'padded' },
  play: async ({ canvas, canvasElement }) => {
    const picture = canvas.getByRole('img', { name: '2026年度各月学时' });
    await expect(picture).toHaveAttribute('data-orientation', 'rows');
    const frame = canvasElement.querySelector('[data-frame]')!.getBoundingClientRect();
    await expect(Math.abs(picture.getBoundingClientRect().width - frame.width)).toBeLessThan(1);
    await expectReadableText(picture);
  },
};

/** A target at a phone's width: its line and label stay inside the picture. */
export const PhoneWidthWithTarget: Story = {
  ...StackedWithTarget,
  decorators: PhoneWidth.decorators,
  play: async ({ canvas }) => {
    const picture = canvas.getByRole('img', { name: '历年学时' });
    const box = picture.getBoundingClientRect();
    const label = picture.querySelector('[data-part="target-label"]')!.getBoundingClientRect();
    await expect(label.left).toBeGreaterThanOrEqual(box.left);
    await expect(label.right).toBeLessThanOrEqual(box.right + 1);
    await expectReadableText(picture);
  },
};

/** For print the chart takes its natural width, which the sheet scales up to, instead of the screen's. */
export const Printing: Story = {
  ...FullWidth,
};

export const PrintingInteraction: Story = {
  ...Printing,
  name: 'Test: Printing',
  tags: ['!autodocs', 'interaction'],
  play: async ({ canvas }) => {
    const picture = canvas.getByRole('img', { name: '2026年度各月学时' });
    const drawnWidth = () => Number(picture.getAttribute('viewBox')!.split(' ')[2]);
    const screenWidth = drawnWidth();
    window.dispatchEvent(new Event('beforeprint'));
    await expect(drawnWidth()).toBeLessThan(screenWidth);
    await expect(picture).toHaveAttribute('data-orientation', 'columns');
    window.dispatchEvent(new Event('afterprint'));
    await waitFor(() => expect(drawnWidth()).toBe(screenWidth));
  },
};

export const PhoneWidthElderMode: Story = { ...PhoneWidth, globals: { elder: true }, play: undefined };

export const BlueTheme: Story = { ...StackedWithTarget, globals: { theme: 'blue' } };
export const ElderMode: Story = { ...StackedWithTarget, globals: { elder: true } };
