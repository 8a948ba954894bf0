import type { Meta, StoryObj } from '@storybook/react-vite';
import { studyAnalysisPaths, yearStatisticsPaths } from '@study-portal/api';
import { contractHttp, ok } from '@study-portal/api/mocks';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failsWith, neverAnswers } from '../../../testing/storyResponses';
import { ScreenHarness } from '../../../testing/ScreenHarness';
import { LearningFileScreen } from './LearningFileScreen';

const paths = {
  total: yearStatisticsPaths.total,
  courses: yearStatisticsPaths.yearCourses,
  months: yearStatisticsPaths.yearHours,
  config: studyAnalysisPaths.personalConfig,
};

function FilePage() {
  return (
    <ScreenHarness signedInAs="learner" path="/learningFile">
      <LearningFileScreen now={new Date(2026, 2, 16)} />
    </ScreenHarness>
  );
}

const meta = {
  title: 'Portal/Community/LearningFile',
  component: FilePage,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof FilePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LearningFile: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('累计学时')).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 2, name: '2026年度学习情况' })).toBeVisible();
    const months = await canvas.findByRole('table', { name: '2026年度各月获得的学时' });
    await expect(await within(months).findByText('12月')).toBeInTheDocument();
    await expect(canvas.getByRole('table', { name: '历年获得的学时' })).toBeInTheDocument();
  },
};

export const LearningFileInteraction: Story = {
  ...LearningFile,
  name: 'Test: Learning File',
  tags: ['!autodocs', 'interaction'],
  play: async (context) => {
    await LearningFile.play!(context);
    const { canvas } = context;
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '查看年度' }), '2025');
    await expect(await canvas.findByRole('heading', { level: 2, name: '2025年度学习情况' })).toBeVisible();
    await expect(await canvas.findByRole('table', { name: '2025年度各月获得的学时' })).toBeVisible();
  },
};

export const NewLearner: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      contractHttp.post(paths.total, () => ok({ hourSum: 0, courseCount: 0, finishedCourseCount: 0, years: [] })),
      contractHttp.post(paths.months, () => ok([])),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('累计学时')).toBeVisible();
    await waitFor(() => expect(canvas.getAllByText('暂无数据')).toHaveLength(2));
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(paths.total, neverAnswers), contractHttp.post(paths.config, neverAnswers));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('正在加载累计学习情况')).toBeInTheDocument();
    await expect(canvas.getByText('正在加载年度学习情况')).toBeInTheDocument();
  },
};

export const Failed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(paths.total, failsWith()), contractHttp.post(paths.config, failsWith()), contractHttp.post(paths.courses, failsWith()));
  },
  play: async ({ canvas }) => {
    const alerts = await canvas.findAllByRole('alert');
    await expect(alerts[0]).toHaveTextContent('累计学习情况数据加载失败');
    // Without the settings the file still opens on this year, by the device's clock.
    await expect(await canvas.findByRole('heading', { level: 2, name: '2026年度学习情况' })).toBeVisible();
    await expect(await canvas.findByText('2026年度学习情况数据加载失败')).toBeVisible();
  },
};

export const BlueTheme: Story = { globals: { theme: 'blue' } };

export const ElderMode: Story = { globals: { elder: true } };
