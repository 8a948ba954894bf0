import type { Meta, StoryObj } from '@storybook/react-vite';
import { studyCentrePaths, yearStatisticsPaths } from '@study-portal/api';
import { contractHttp, mockDb, ok, yearSummaryOf } from '@study-portal/api/mocks';
import { expect, userEvent, within } from 'storybook/test';
import { failsWith, neverAnswers } from '../../../testing/storyResponses';
import { StudyCentreAt } from '../testing/StudyCentreAt';

// A tab's code loads on first use; the first story to open one waits for the dev server to serve it.
const firstLoad = { timeout: 10_000 };

const meta = {
  title: 'Portal/StudyCentre/Overview',
  component: StudyCentreAt,
  args: { tab: 'overview', account: 'learner', year: 2026 },
  parameters: { layout: 'padded' },
  beforeEach: () => {
    mockDb.reset();
  },
} satisfies Meta<typeof StudyCentreAt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Learner: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '2026年度总学时' }, firstLoad)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: '2026年度必修学时' })).toBeVisible();
    // The fake's own figures for the year, as every screen shows them.
    const year = yearSummaryOf(mockDb, 'learner', 2026);
    await expect(canvas.getByRole('img', { name: new RegExp(`^2026年度总学时完成进度：\\d+%，已完成 ${year.tbtpHourSum} 学时，要求 50 学时$`) })).toBeVisible();
    await expect(await canvas.findByRole('img', { name: '2026年度各月学时' })).toBeVisible();
  },
};

export const LearnerInteraction: Story = {
  ...Learner,
  name: 'Test: Learner',
  tags: ['!autodocs', 'interaction'],
  play: async (context) => {
    await Learner.play!(context);
    const { canvas } = context;
    await userEvent.click(canvas.getByRole('tab', { name: '已完成' }));
    await expect(await canvas.findByRole('tab', { name: '已完成', selected: true })).toBeVisible();
  },
};

export const MovesBetweenTabs: Story = {
  name: 'Test: Moves Between Tabs',
  tags: ['!autodocs', 'interaction'],
  play: async ({ canvas }) => {
    const tabs = canvas.getByRole('tablist', { name: '学习中心' });
    await expect(within(tabs).getByRole('tab', { name: '学习概况', selected: true })).toBeVisible();
    await userEvent.click(within(tabs).getByRole('tab', { name: '我的证书' }));
    await expect(await canvas.findByRole('heading', { name: '证书列表' }, firstLoad)).toBeVisible();
    // The arrow keys move on to the next tab, as tabs do.
    await userEvent.keyboard('{ArrowRight}');
    await expect(await canvas.findByRole('heading', { name: '我的收藏', level: 2 }, firstLoad)).toBeVisible();
  },
};

export const LearnerBlueTheme: Story = { globals: { theme: 'blue' } };

export const LearnerElderMode: Story = { globals: { elder: true } };

export const CompulsoryAndElectiveTenant: Story = {
  beforeEach: () => {
    mockDb.reset({ tenantId: '001.001.065' });
    return () => mockDb.reset();
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '2026年度选修学时' }, firstLoad)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: '2026年度必修学时' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: '2026年度总学时' })).toBeNull();
    const { optionalHour } = yearSummaryOf(mockDb, 'learner', 2026);
    await expect(canvas.getByRole('img', { name: new RegExp(`^2026年度选修学时完成进度：\\d+%，已完成 ${optionalHour} 学时`) })).toBeVisible();
  },
};

/** The toolbar's blue city tenant shows its own hours rule: compulsory and elective, no total. */
export const BlueCityTenant: Story = {
  globals: { tenant: 'blueCity' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '2026年度选修学时' }, firstLoad)).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: '2026年度总学时' })).toBeNull();
  },
};

export const NoCoursesYet: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(studyCentrePaths.myCourses, () => ok({ datalist: [], totalelements: 0 })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('还没有开始学习的课程', {}, firstLoad)).toBeVisible();
  },
};

export const NoHoursThisYear: Story = {
  args: { account: 'notrainee' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('2026年度尚无学时记录。', {}, firstLoad)).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(yearStatisticsPaths.year, neverAnswers), contractHttp.post(yearStatisticsPaths.yearHours, neverAnswers));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('正在加载学时', {}, firstLoad)).toBeInTheDocument();
    await expect(canvas.getByText('正在加载各月学时')).toBeInTheDocument();
  },
};

export const HoursUnavailable: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(yearStatisticsPaths.year, failsWith()));
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, firstLoad);
    await expect(alert).toHaveTextContent('学时数据加载失败');
    await expect(within(alert).getByRole('button', { name: '重试' })).toBeVisible();
  },
};
