import type { Meta, StoryObj } from '@storybook/react-vite';
import { yearStatisticsPaths } from '@study-portal/api';
import { contractHttp, mockDb, yearSummaryOf } from '@study-portal/api/mocks';
import { expect, userEvent, within } from 'storybook/test';
import { failsWith, neverAnswers } from '../../../testing/storyResponses';
import { StudyCentreAt } from '../testing/StudyCentreAt';
import { firstLoad } from '../testing/storyTimeouts';

const meta = {
  title: 'Portal/StudyCentre/Statistics',
  component: StudyCentreAt,
  args: { tab: 'statistics' },
  parameters: { layout: 'padded' },
  beforeEach: () => {
    mockDb.reset();
  },
} satisfies Meta<typeof StudyCentreAt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const YearByYear: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '2026年度学时完成情况' }, firstLoad)).toBeVisible();
    const months = await canvas.findByRole('table', { name: '2026年度各月学时' });
    await expect(within(months).getAllByRole('row')).toHaveLength(13);
    await expect(await canvas.findByRole('img', { name: '历年学时' })).toBeVisible();
  },
};

export const YearByYearInteraction: Story = {
  ...YearByYear,
  name: 'Test: Year By Year',
  tags: ['!autodocs', 'interaction'],
  play: async (context) => {
    await YearByYear.play!(context);
    const { canvas } = context;
    await userEvent.click(canvas.getByRole('combobox', { name: '统计年度' }));
    await userEvent.click(await canvas.findByRole('option', { name: '2025年度' }));
    await expect(await canvas.findByRole('heading', { name: '2025年度学时完成情况' })).toBeVisible();
    const year = yearSummaryOf(mockDb, 'learner', 2025);
    await expect(await canvas.findByText(new RegExp(`^2025年度累计 ${year.tbtpHourSum} 学时，其中必修 ${year.compulsoryHour}、选修 ${year.optionalHour}；`))).toBeVisible();
    await expect(canvas.getByRole('link', { name: '2025年度学习报告' })).toHaveAttribute('href', '/personalYearStuday?year=2025');
  },
};

export const CompulsoryAndElectiveTenant: Story = {
  beforeEach: () => {
    mockDb.reset({ tenantId: '001.001.065' });
    return () => mockDb.reset();
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '2026年度选修学时' }, firstLoad)).toBeVisible();
  },
};

export const NoHours: Story = {
  args: { account: 'notrainee' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('2026年度尚无学时记录。', {}, firstLoad)).toBeVisible();
  },
};

export const StatisticsUnavailable: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(yearStatisticsPaths.total, failsWith()));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, firstLoad)).toHaveTextContent('累计统计数据加载失败');
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(yearStatisticsPaths.yearCourses, neverAnswers));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('正在加载课程统计', {}, firstLoad)).toBeInTheDocument();
  },
};

export const BlueTheme: Story = { globals: { theme: 'blue' } };
export const ElderMode: Story = { globals: { elder: true } };
