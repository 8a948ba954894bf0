import type { Meta, StoryObj } from '@storybook/react-vite';
import { mockDb, ok, subSiteConfigOf } from '@study-portal/api/mocks';
import { http } from 'msw';
import { expect, userEvent } from 'storybook/test';
import { failsWith, neverAnswers } from '../../testing/storyResponses';
import { ScreenHarness } from '../../testing/ScreenHarness';
import { PersonalCentreScreen } from './PersonalCentreScreen';

function StudyCentreAs({ account, year }: { account: string; year: number }) {
  return (
    <ScreenHarness signedInAs={account} path="/personalCenter">
      <PersonalCentreScreen year={year} />
    </ScreenHarness>
  );
}

const meta = {
  title: 'Screens/PersonalCentre',
  component: StudyCentreAs,
  args: { account: 'learner', year: 2026 },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof StudyCentreAs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Learner: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '2026年度总学时' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: '2026年度必修学时' })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: '已完成' }));
    await expect(await canvas.findByRole('tab', { name: '已完成', selected: true })).toBeVisible();
  },
};

export const LearnerBlueTheme: Story = { globals: { theme: 'blue' } };

export const LearnerElderMode: Story = { globals: { elder: true } };

export const CompulsoryAndElectiveTenant: Story = {
  beforeEach: ({ msw }) => {
    msw.use(http.post('*/pcApi/api/user/configure/new', () => ok({ ...subSiteConfigOf(mockDb), tenantId: '001.001.065' })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '2026年度选修学时' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: '2026年度总学时' })).toBeNull();
  },
};

export const NoCoursesYet: Story = {
  beforeEach: ({ msw }) => {
    msw.use(http.post('*/pcApi/api/personal/myCourses', () => ok({ datalist: [], totalelements: 0 })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('还没有开始学习的课程')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.post('*/pcApi/api/personal/yearTotalStatistics', neverAnswers),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('正在加载学时')).toBeInTheDocument();
  },
};

export const HoursUnavailable: Story = {
  beforeEach: ({ msw }) => {
    msw.use(http.post('*/pcApi/api/personal/yearTotalStatistics', failsWith()));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('学时数据加载失败');
  },
};
