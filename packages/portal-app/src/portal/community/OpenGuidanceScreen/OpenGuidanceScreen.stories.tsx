import type { Meta, StoryObj } from '@storybook/react-vite';
import { taskPaths } from '@study-portal/api';
import { contractHttp, ok } from '@study-portal/api/mocks';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { failsWith, neverAnswers } from '../../../testing/storyResponses';
import { ScreenHarness } from '../../../testing/ScreenHarness';
import { OpenGuidanceScreen } from './OpenGuidanceScreen';

const path = taskPaths.current;

function OpenGuidancePage({ signedIn, onLeave }: { signedIn: boolean; onLeave: (address: string) => void }) {
  return (
    <ScreenHarness {...(signedIn ? { signedInAs: 'learner' } : {})} path="/openIntelligentGuidance" leave={onLeave}>
      <OpenGuidanceScreen />
    </ScreenHarness>
  );
}

const meta = {
  title: 'Portal/Community/OpenGuidance',
  component: OpenGuidancePage,
  args: { signedIn: false, onLeave: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof OpenGuidancePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visitor: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 3, name: '3月学习任务：深入学习全会精神' })).toBeVisible();
    await expect(await canvas.findByRole('list', { name: '本期学习任务的课程' })).toBeVisible();
  },
};

export const VisitorInteraction: Story = {
  ...Visitor,
  name: 'Test: Visitor',
  tags: ['!autodocs', 'interaction'],
  play: async (context) => {
    await Visitor.play!(context);
    const { canvas, args } = context;
    await userEvent.click(canvas.getByRole('button', { name: '登录查看我的学习路径' }));
    await waitFor(() => expect(args.onLeave).toHaveBeenCalledWith(expect.stringContaining('/sso/login')));
  },
};

export const SignedIn: Story = {
  args: { signedIn: true },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: '2026年度学习进度' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '登录查看我的学习路径' })).toBeNull();
  },
};

export const NoTaskNow: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(path, () => ok(null)));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('本期暂无学习任务')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(path, neverAnswers));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('正在加载学习任务')).toBeInTheDocument();
  },
};

export const Failed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(path, failsWith()));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('学习任务数据加载失败');
  },
};

export const BlueTheme: Story = { globals: { theme: 'blue' } };

export const ElderMode: Story = { globals: { elder: true } };
