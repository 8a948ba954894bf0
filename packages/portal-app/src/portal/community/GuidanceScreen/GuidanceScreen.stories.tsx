import type { Meta, StoryObj } from '@storybook/react-vite';
import { guidancePaths } from '@study-portal/api';
import { contractHttp, ok } from '@study-portal/api/mocks';
import { expect, userEvent, within } from 'storybook/test';
import { failsWith, neverAnswers } from '../../../testing/storyResponses';
import { ScreenHarness } from '../../../testing/ScreenHarness';
import { GuidanceScreen } from './GuidanceScreen';

const path = guidancePaths.get;

function GuidancePage() {
  return (
    <ScreenHarness signedInAs="learner" path="/intelligentGuidance">
      <GuidanceScreen />
    </ScreenHarness>
  );
}

const meta = {
  title: 'Portal/Community/Guidance',
  component: GuidancePage,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof GuidancePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MyPath: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: '2026年度学习进度' })).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: '2026年度学时完成进度' })).toBeVisible();
    const steps = canvas.getByRole('list', { name: '按顺序完成以下学习' });
    const links = within(steps).getAllByRole('link');
    await expect(links.length).toBeGreaterThan(0);
    // The backend's legacy /content#/ links open as app addresses.
    for (const link of links) await expect(link.getAttribute('href')).not.toContain('#');
  },
};

export const MyPathInteraction: Story = {
  ...MyPath,
  name: 'Test: My Path',
  tags: ['!autodocs', 'interaction'],
  play: async (context) => {
    await MyPath.play!(context);
    const { canvas } = context;
    const links = within(canvas.getByRole('list', { name: '按顺序完成以下学习' })).getAllByRole('link');
    links[0]!.focus();
    await userEvent.tab();
    await expect(links[1] ?? canvas.getAllByRole('link').at(-1)).toHaveFocus();
    await expect(canvas.getByRole('list', { name: '为您推荐的课程' })).toBeVisible();
  },
};

export const UnsafeStepLink: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      contractHttp.post(path, () =>
        ok({
          learnerName: '<b>张明</b>',
          year: 2026,
          requiredHours: 40,
          earnedHours: 12,
          summary: '<script>alert(1)</script>',
          steps: [
            { order: 1, kind: 'course', title: '脚本链接', link: 'javascript:alert(1)', reason: null, hours: 2, done: false },
            { order: 2, kind: 'live', title: '外部直播', link: 'https://live.example.org/room/1', reason: '下周开播', hours: null, done: true },
          ],
          courses: [],
        }),
      ),
    );
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('脚本链接')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: '脚本链接' })).toBeNull();
    const external = canvas.getByRole('link', { name: /外部直播/ });
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.getByText('<script>alert(1)</script>')).toBeVisible();
    await expect(canvas.getByText('暂无推荐课程')).toBeVisible();
    await expect(canvasElement.querySelector('script, a[href^="javascript"]')).toBeNull();
  },
};

export const NothingLeftToDo: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(path, () => ok({ learnerName: '张明', year: 2026, requiredHours: 40, earnedHours: 42, summary: '今年已完成40学时的年度要求。', steps: [], courses: [] })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('暂无需要完成的学习步骤')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: '2026年度学时完成进度' })).toHaveAttribute('aria-valuenow', '100');
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(path, neverAnswers));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('正在加载学习路径')).toBeInTheDocument();
  },
};

export const Failed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(path, failsWith()));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('学习路径数据加载失败');
  },
};

export const BlueTheme: Story = { globals: { theme: 'blue' } };

export const ElderMode: Story = { globals: { elder: true } };
