import type { Meta, StoryObj } from '@storybook/react-vite';
import { livePaths } from '@study-portal/api';
import { contractHttp, demoLectures } from '@study-portal/api/mocks';
import { expect, userEvent } from 'storybook/test';
import { failsWith, neverAnswers } from '../../../testing/storyResponses';
import { ScreenHarness } from '../../../testing/ScreenHarness';
import { StoryRoutes } from '../../../testing/StoryRoutes';
import { LiveReplayScreen, replayLength } from './LiveReplayScreen';

function LiveReplayAt({ path }: { path: string }) {
  return (
    <ScreenHarness signedInAs="learner" path={path}>
      <StoryRoutes path="/liveBack">
        <LiveReplayScreen />
      </StoryRoutes>
    </ScreenHarness>
  );
}

const meta = {
  title: 'Portal/Live/LiveReplay',
  component: LiveReplayAt,
  args: { path: '/liveBack?id=live-06' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof LiveReplayAt>;

export default meta;
type Story = StoryObj<typeof meta>;

const replay = livePaths.replay;

const showsReplay: Story['play'] = async ({ canvas }) => {
  await expect(await canvas.findByRole('heading', { level: 1, name: '2026年全国两会精神解读（回放）' })).toBeVisible();
  await expect(await canvas.findByLabelText('2026年全国两会精神解读 回放')).toBeVisible();
};

export const Replay: Story = {
  play: async (context) => {
    await showsReplay(context);
    const { canvas } = context;
    // live-06's recording is the theory lecture.
    await expect(await canvas.findByText(replayLength(demoLectures.theory.seconds)!)).toBeVisible();
    await expect(await canvas.findByText('解读政府工作报告和两会精神，帮助干部把握年度工作重点。')).toBeVisible();
  },
};

export const ReplayInteraction: Story = {
  ...Replay,
  name: 'Test: Replay',
  tags: ['!autodocs', 'interaction'],
  play: async (context) => {
    await Replay.play!(context);
    const { canvas } = context;
    await userEvent.click(await canvas.findByRole('link', { name: '2026年全国两会精神解读' }));
    await expect(await canvas.findByText('已打开 /liveDetail?id=live-06')).toBeVisible();
  },
};

export const NotOverYet: Story = {
  args: { path: '/liveBack?id=live-03' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('直播尚未结束，暂无回放');
    await expect(await canvas.findByRole('link', { name: '返回直播详情' })).toHaveAttribute('href', '/liveDetail?id=live-03');
  },
};

export const NoRecording: Story = {
  args: { path: '/liveBack?id=live-08' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('该直播暂无回放');
  },
};

export const NoStreamChosen: Story = {
  args: { path: '/liveBack' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('暂无内容')).toBeVisible();
    await expect(await canvas.findByRole('link', { name: '返回直播列表' })).toHaveAttribute('href', '/liveIndex');
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(replay, neverAnswers));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('正在加载回放')).toBeInTheDocument();
  },
};

export const Failed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(replay, failsWith()));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('回放数据加载失败');
    await expect(await canvas.findByRole('button', { name: '重试' })).toBeVisible();
  },
};

export const ReplayBlueTheme: Story = { globals: { theme: 'blue' }, play: showsReplay };

export const ReplayElderMode: Story = { globals: { elder: true }, play: showsReplay };
