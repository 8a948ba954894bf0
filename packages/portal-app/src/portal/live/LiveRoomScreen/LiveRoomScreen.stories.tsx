import type { Meta, StoryObj } from '@storybook/react-vite';
import { livePaths } from '@study-portal/api';
import { contractHttp, ok } from '@study-portal/api/mocks';
import { expect, userEvent } from 'storybook/test';
import { failsWith, neverAnswers } from '../../../testing/storyResponses';
import { ScreenHarness } from '../../../testing/ScreenHarness';
import { StoryRoutes } from '../../../testing/StoryRoutes';
import { liveStoryClock } from '../testing/storyLives';
import { LiveRoomScreen } from './LiveRoomScreen';

function LiveRoomAt({ path, at, liveTimeoutMs }: { path: string; at: string; liveTimeoutMs?: number }) {
  return (
    <ScreenHarness signedInAs="learner" path={path} config={liveTimeoutMs ? { liveApi: { timeoutMs: liveTimeoutMs } } : undefined}>
      <StoryRoutes path="/liveInit">
        <LiveRoomScreen now={liveStoryClock(at)} />
      </StoryRoutes>
    </ScreenHarness>
  );
}

const meta = {
  title: 'Portal/Live/LiveRoom',
  component: LiveRoomAt,
  args: { path: '/liveInit?id=live-01', at: '2026-03-16T09:30:00' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof LiveRoomAt>;

export default meta;
type Story = StoryObj<typeof meta>;

const init = livePaths.init;

const entersRoom: Story['play'] = async ({ canvas }) => {
  await expect(await canvas.findByRole('heading', { level: 1, name: '全会精神宣讲直播：以进一步全面深化改革推进中国式现代化' })).toBeVisible();
  await expect(await canvas.findByLabelText('全会精神宣讲直播：以进一步全面深化改革推进中国式现代化 直播')).toBeVisible();
};

export const Enters: Story = {
  play: async (context) => {
    await entersRoom(context);
    const { canvas } = context;
    await expect(await canvas.findByText('您已以“张明”的身份进入直播间。')).toBeVisible();
    await expect(await canvas.findByText('欢迎进入直播间，请文明发言，遵守学习纪律。')).toBeVisible();
  },
};

export const EntersInteraction: Story = {
  ...Enters,
  name: 'Test: Enters',
  tags: ['!autodocs', 'interaction'],
  play: async (context) => {
    await Enters.play!(context);
    const { canvas } = context;
    await userEvent.click(await canvas.findByRole('link', { name: '直播' }));
    await expect(await canvas.findByText('已打开 /liveIndex')).toBeVisible();
  },
};

export const NotStartedYet: Story = {
  args: { path: '/liveInit?id=live-03' },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('直播尚未开始，开播后将自动进入直播间。')).toBeVisible();
    await expect(await canvas.findByRole('timer', { name: '距开播' })).toHaveTextContent('4天 05:30:00');
    await expect(canvasElement.querySelector('video')).toBeNull();
  },
};

export const HostAboutToStart: Story = {
  // Past live-03's announced start while the server still says it is to come.
  args: { path: '/liveInit?id=live-03', at: '2026-03-20T15:05:00' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('主播即将开播，开播后将自动进入直播间。')).toBeVisible();
  },
};

export const HostAboutToStartInteraction: Story = {
  ...HostAboutToStart,
  name: 'Test: Host About To Start',
  tags: ['!autodocs', 'interaction'],
  play: async (context) => {
    await HostAboutToStart.play!(context);
    const { canvas } = context;
    await userEvent.click(await canvas.findByRole('button', { name: '重新进入' }));
    await expect(await canvas.findByText('主播即将开播，开播后将自动进入直播间。')).toBeVisible();
  },
};

export const AlreadyOver: Story = {
  args: { path: '/liveInit?id=live-06' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('本场直播已结束。')).toBeVisible();
    await expect(await canvas.findByRole('link', { name: '观看回放' })).toHaveAttribute('href', '/liveBack?id=live-06');
  },
};

export const RefusedByTheServer: Story = {
  args: { path: '/liveInit?id=live-05' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('无法进入直播间：线下活动不提供在线直播');
    await expect(await canvas.findByRole('link', { name: '返回直播详情' })).toHaveAttribute('href', '/liveDetail?id=live-05');
  },
};

export const NoSignalYet: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(init, () => ok({ liveId: 'live-01', status: 'live', streamUrl: null, nickname: '张明', notice: null }), { once: true }));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('直播信号尚未接通，接通后将自动播放。')).toBeVisible();
  },
};

export const NoSignalYetInteraction: Story = {
  ...NoSignalYet,
  name: 'Test: No Signal Yet',
  tags: ['!autodocs', 'interaction'],
  play: async (context) => {
    await NoSignalYet.play!(context);
    const { canvas } = context;
    await userEvent.click(await canvas.findByRole('button', { name: '重新进入' }));
    await expect(await canvas.findByText('您已以“张明”的身份进入直播间。')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(init, neverAnswers));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('正在进入直播间')).toBeInTheDocument();
  },
};

export const Failed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(init, failsWith()));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('直播间数据加载失败');
  },
};

export const TimedOut: Story = {
  // Client B gives up after 5 s (docs/product/platform.md#clients): the page offers another try rather than waiting on.
  // The story's deployment gives client B one second (a portal-config.json may set its own), so
  // the state shows without the default's wait; the e2e suite times the 5 s on the portal.
  args: { liveTimeoutMs: 1_000 },
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(init, neverAnswers, { once: true }));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('直播间数据加载失败');
  },
};

export const TimedOutInteraction: Story = {
  ...TimedOut,
  name: 'Test: Timed Out',
  tags: ['!autodocs', 'interaction'],
  play: async (context) => {
    await TimedOut.play!(context);
    const { canvas } = context;
    await userEvent.click(await canvas.findByRole('button', { name: '重试' }));
    await expect(await canvas.findByText('您已以“张明”的身份进入直播间。')).toBeVisible();
  },
};

export const EntersBlueTheme: Story = { globals: { theme: 'blue' }, play: entersRoom };

export const EntersElderMode: Story = { globals: { elder: true }, play: entersRoom };
