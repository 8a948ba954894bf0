import type { Meta, StoryObj } from '@storybook/react-vite';
import { yearLearnSummaryPaths, yearStatisticsPaths } from '@study-portal/api';
import { contractHttp, mockDb, yearSummaryOf } from '@study-portal/api/mocks';
import { expect, userEvent, within } from 'storybook/test';
import { failsWith, neverAnswers } from '../../../testing/storyResponses';
import { StudyCentreHarness } from '../testing/StudyCentreHarness';
import { YearReportScreen } from './YearReportScreen';

function StatementAt({ year, itemised }: { year: number; itemised: boolean }) {
  return (
    <StudyCentreHarness path={`/${itemised ? 'personalYearStudayXJ' : 'personalYearStuday'}?year=${year}`}>
      <YearReportScreen itemised={itemised} />
    </StudyCentreHarness>
  );
}

const meta = {
  title: 'Portal/StudyCentre/YearReport',
  component: StatementAt,
  args: { year: 2025, itemised: false },
  parameters: { layout: 'padded' },
  beforeEach: () => {
    mockDb.reset();
  },
} satisfies Meta<typeof StatementAt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Statement: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '2025年度学习报告', level: 1 })).toBeVisible();
    await expect(await canvas.findByText('张明')).toBeVisible();
    const hours = await canvas.findByRole('table', { name: '2025年度学时完成情况' });
    await expect(within(hours).getByRole('row', { name: /总学时/ })).toHaveTextContent(`总学时50${yearSummaryOf(mockDb, 'learner', 2025).tbtpHourSum}已达标`);
    await expect(canvas.getByText('结论：已达到年度学习要求')).toBeVisible();
    await expect(await canvas.findByRole('img', { name: '2025年度各月学时' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: '课程明细' })).toBeNull();
    await expect(canvas.getByRole('link', { name: '查看学习明细（含课程明细）' })).toHaveAttribute('href', '/personalYearStudayXJ?year=2025');
  },
};

export const ThisYearShort: Story = {
  args: { year: 2026 },
  play: async ({ canvas }) => {
    const hours = await canvas.findByRole('table', { name: '2026年度学时完成情况' });
    await expect(within(hours).getByRole('row', { name: /必修学时/ })).toHaveTextContent(`未达标（差 ${Math.round((30 - yearSummaryOf(mockDb, 'learner', 2026).compulsoryHour) * 100) / 100} 学时）`);
    await expect(canvas.getByText('结论：未达到年度学习要求')).toBeVisible();
  },
};

export const ThisYearShortInteraction: Story = {
  ...ThisYearShort,
  name: 'Test: This Year Short',
  tags: ['!autodocs', 'interaction'],
  play: async (context) => {
    await ThisYearShort.play!(context);
    const { canvas } = context;
    await userEvent.click(canvas.getByRole('combobox', { name: '报告年度' }));
    await userEvent.click(await canvas.findByRole('option', { name: '2024年度' }));
    await expect(await canvas.findByRole('heading', { name: '2024年度学习报告', level: 1 })).toBeVisible();
  },
};

export const Itemised: Story = {
  args: { itemised: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '2025年度学习明细', level: 1 })).toBeVisible();
    const items = await canvas.findByRole('table', { name: '2025年度完成课程明细' });
    await expect(within(items).getAllByRole('row').length).toBeGreaterThan(2);
    await expect(within(items).getByText(/^合计 \d+ 门课程$/)).toBeVisible();
  },
};

export const ItemisedNothingFinished: Story = {
  args: { itemised: true, year: 2024 },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('2024年度暂无已完成的课程')).toBeVisible();
  },
};

export const CompulsoryAndElectiveTenant: Story = {
  beforeEach: () => {
    mockDb.reset({ tenantId: '001.001.065' });
    return () => mockDb.reset();
  },
  play: async ({ canvas }) => {
    const hours = await canvas.findByRole('table', { name: '2025年度学时完成情况' });
    await expect(within(hours).getByRole('row', { name: /选修学时/ })).toHaveTextContent(`选修学时20${yearSummaryOf(mockDb, 'learner', 2025).optionalHour}已达标`);
    await expect(within(hours).queryByRole('row', { name: /总学时/ })).toBeNull();
  },
};

export const HoursUnavailable: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(yearLearnSummaryPaths.summary, failsWith()));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('学时数据加载失败');
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(yearLearnSummaryPaths.summary, neverAnswers), contractHttp.post(yearStatisticsPaths.yearHours, neverAnswers));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('正在加载学时')).toBeInTheDocument();
    await expect(canvas.getByText('正在加载各月学时')).toBeInTheDocument();
  },
};

export const BlueTheme: Story = { globals: { theme: 'blue' } };
export const ElderMode: Story = { globals: { elder: true } };
