import type { Meta, StoryObj } from '@storybook/react-vite';
import { studyAnalysisPaths, yearStatisticsPaths } from '@study-portal/api';
import { contractHttp, mockDb, ok } from '@study-portal/api/mocks';
import { expect, within } from 'storybook/test';
import { failsWith, neverAnswers } from '../../../testing/storyResponses';
import { StudyCentreHarness } from '../testing/StudyCentreHarness';
import { LearningFilesScreen } from './LearningFilesScreen';

function LearningFilesOf({ account }: { account: string }) {
  return (
    <StudyCentreHarness path="/learningFiles" signedInAs={account}>
      <LearningFilesScreen />
    </StudyCentreHarness>
  );
}

const meta = {
  title: 'Portal/StudyCentre/LearningFiles',
  component: LearningFilesOf,
  args: { account: 'learner' },
  parameters: { layout: 'padded' },
  beforeEach: () => {
    mockDb.reset();
  },
} satisfies Meta<typeof LearningFilesOf>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Archive: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '学习档案', level: 1 })).toBeVisible();
    await expect(await canvas.findByRole('img', { name: '历年学时' })).toBeVisible();
    const table = await canvas.findByRole('table', { name: '各年度学时与证书' });
    const year2024 = within(table).getByRole('row', { name: /2024年度/ });
    await expect(year2024).toHaveTextContent('56.5 / 50');
    await expect(await within(year2024).findByText('2024-GB-000102')).toBeVisible();
    await expect(within(year2024).getByRole('link', { name: '2024年度学习报告' })).toHaveAttribute('href', '/personalYearStuday?year=2024');
    const year2026 = within(table).getByRole('row', { name: /2026年度/ });
    await expect(within(year2026).getByText('未达标')).toBeVisible();
  },
};

export const CompulsoryAndElectiveTenant: Story = {
  beforeEach: () => {
    mockDb.reset({ tenantId: '001.001.065' });
    return () => mockDb.reset();
  },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: '各年度学时与证书' });
    await expect(within(table).getByRole('columnheader', { name: '选修学时（已完成 / 要求）' })).toBeVisible();
    await expect(within(table).queryByRole('columnheader', { name: /总学时/ })).toBeNull();
  },
};

export const NewLearner: Story = {
  args: { account: 'newcomer' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('3 天')).toBeVisible();
  },
};

export const NoYears: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(studyAnalysisPaths.personalConfig, () => ok({ years: [], currentYear: 2026 })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('暂无年度学习记录')).toBeVisible();
  },
};

export const ArchiveUnavailable: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(yearStatisticsPaths.total, failsWith()));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('学习档案数据加载失败');
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(yearStatisticsPaths.total, neverAnswers), contractHttp.post(yearStatisticsPaths.year, neverAnswers));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('正在加载学习档案')).toBeInTheDocument();
    await expect(canvas.getByText('正在加载年度学时')).toBeInTheDocument();
  },
};

export const BlueTheme: Story = { globals: { theme: 'blue' } };
export const ElderMode: Story = { globals: { elder: true } };
