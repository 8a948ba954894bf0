import type { Meta, StoryObj } from '@storybook/react-vite';
import { studyCentrePaths } from '@study-portal/api';
import { classStandingOf, contractHttp, demoTbtpClasses, mockDb, ok } from '@study-portal/api/mocks';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failsWith, neverAnswers } from '../../../testing/storyResponses';
import { ScreenHarness } from '../../../testing/ScreenHarness';
import { TrainingPlanScreen } from './TrainingPlanScreen';
import { hostileScenario } from '../../../testing/storyScenario';

const paths = { classes: studyCentrePaths.myTbtps, info: studyCentrePaths.tbtpStatistics };

function TrainingPlanPage() {
  return (
    <ScreenHarness signedInAs="learner" path="/cultivate">
      <TrainingPlanScreen />
    </ScreenHarness>
  );
}

const meta = {
  title: 'Portal/Community/TrainingPlan',
  component: TrainingPlanPage,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof TrainingPlanPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MyClasses: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: '我参加的专题班及完成进度' });
    const link = await within(table).findByRole('link', { name: '教育系统师德师风建设专题班' });
    await expect(link).toHaveAttribute('href', '/projectDetail?id=tbtp-04');
    const item = demoTbtpClasses.find((candidate) => candidate.tbtpId === 'tbtp-04')!;
    await expect(within(table).getByRole('progressbar', { name: '教育系统师德师风建设专题班完成进度' })).toHaveAttribute('aria-valuenow', String(classStandingOf(mockDb, item, 'learner').progress));
    await expect(await canvas.findByText('参加专题班')).toBeVisible();
  },
};

export const MyClassesInteraction: Story = {
  ...MyClasses,
  name: 'Test: My Classes',
  tags: ['!autodocs', 'interaction'],
  play: async (context) => {
    await MyClasses.play!(context);
    const { canvas } = context;
    await userEvent.click(canvas.getByRole('tab', { name: '已结束' }));
    // Each tab has its own panel: the ended classes' table is a new one.
    const ended = () => canvas.getByRole('table', { name: '我参加的专题班及完成进度' });
    await expect(await within(ended()).findByRole('link', { name: '2025年度公务员初任培训网上班' })).toBeVisible();
    await waitFor(() => expect(within(ended()).queryByRole('link', { name: '教育系统师德师风建设专题班' })).toBeNull());
  },
};

export const HostileClass: Story = {
  beforeEach: hostileScenario,
  play: async ({ canvas, canvasElement }) => {
    const table = await canvas.findByRole('table', { name: '我参加的专题班及完成进度' });
    // The hostile class's markup is shown as text.
    await expect(await within(table).findByRole('link', { name: '<img src=x onerror=alert(1)>安全演示专题班' })).toBeVisible();
    await expect(canvasElement.querySelector('script, [onerror]')).toBeNull();
  },
};

export const NoClasses: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(paths.classes, () => ok({ datalist: [], totalelements: 0 })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('暂无专题班，敬请期待')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '去报名网上专题班' })).toHaveAttribute('href', '/projectIndex');
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(paths.classes, neverAnswers), contractHttp.post(paths.info, neverAnswers));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('正在加载培训概况')).toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: '我参加的专题班及完成进度' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Failed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(paths.classes, failsWith()), contractHttp.post(paths.info, failsWith()));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('专题班数据加载失败')).toBeVisible();
    await expect(await canvas.findByText('培训概况数据加载失败')).toBeVisible();
  },
};

export const BlueTheme: Story = { globals: { theme: 'blue' } };

export const ElderMode: Story = { globals: { elder: true } };
