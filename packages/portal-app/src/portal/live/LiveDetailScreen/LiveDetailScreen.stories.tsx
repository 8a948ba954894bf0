import type { Meta, StoryObj } from '@storybook/react-vite';
import { livePaths } from '@study-portal/api';
import { contractHttp, ok } from '@study-portal/api/mocks';
import { expect, userEvent } from 'storybook/test';
import { failsWith, neverAnswers } from '../../../testing/storyResponses';
import { ScreenHarness } from '../../../testing/ScreenHarness';
import { StoryRoutes } from '../../../testing/StoryRoutes';
import { hostileLive, liveStoryClock } from '../testing/storyLives';
import { LiveDetailScreen } from './LiveDetailScreen';

function LiveDetailAt({ path, at }: { path: string; at: string }) {
  return (
    <ScreenHarness signedInAs="learner" path={path}>
      <StoryRoutes path="/liveDetail">
        <LiveDetailScreen now={liveStoryClock(at)} />
      </StoryRoutes>
    </ScreenHarness>
  );
}

const meta = {
  title: 'Portal/Live/LiveDetail',
  component: LiveDetailAt,
  args: { path: '/liveDetail?id=live-01', at: '2026-03-16T09:30:00' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof LiveDetailAt>;

export default meta;
type Story = StoryObj<typeof meta>;

const detail = livePaths.detail;

const showsStream: Story['play'] = async ({ canvas }) => {
  await expect(await canvas.findByRole('heading', { level: 1, name: '全会精神宣讲直播：以进一步全面深化改革推进中国式现代化' })).toBeVisible();
};

export const OnNow: Story = {
  play: async (context) => {
    await showsStream(context);
    const { canvas } = context;
    await expect(await canvas.findByText('直播中')).toBeVisible();
    await expect(await canvas.findByText('2026-03-16 09:00 - 11:00')).toBeVisible();
    await expect(await canvas.findByText(/长期从事中国特色社会主义理论研究/)).toBeVisible();
  },
};

export const OnNowInteraction: Story = {
  ...OnNow,
  name: 'Test: On Now',
  tags: ['!autodocs', 'interaction'],
  play: async (context) => {
    await OnNow.play!(context);
    const { canvas } = context;
    await userEvent.click(await canvas.findByRole('link', { name: '进入直播间' }));
    await expect(await canvas.findByText('已打开 /liveInit?id=live-01')).toBeVisible();
  },
};

export const CountingDown: Story = {
  args: { path: '/liveDetail?id=live-03' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '数字政府建设专家访谈' })).toBeVisible();
    await expect(await canvas.findByRole('timer', { name: '距开播' })).toHaveTextContent('4天 05:30:00');
    await expect(canvas.queryByRole('link', { name: '进入直播间' })).toBeNull();
  },
};

export const HostAboutToStart: Story = {
  args: { path: '/liveDetail?id=live-03', at: '2026-03-20T15:01:00' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('主播即将开播')).toBeVisible();
    await expect(await canvas.findByRole('link', { name: '进入直播间' })).toHaveAttribute('href', '/liveInit?id=live-03');
  },
};

export const Ended: Story = {
  args: { path: '/liveDetail?id=live-06' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('直播已结束')).toBeVisible();
    await expect(await canvas.findByText('21,390 人')).toBeVisible();
    await expect(await canvas.findByRole('link', { name: '观看回放' })).toHaveAttribute('href', '/liveBack?id=live-06');
  },
};

export const OnSiteEvent: Story = {
  args: { path: '/liveDetail?id=live-05' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('线下活动')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: '进入直播间' })).toBeNull();
    await expect(await canvas.findByRole('link', { name: '查看活动地点与日程' })).toHaveAttribute('href', '/liveOfflinedetail?id=live-05');
  },
};

export const HostileStream: Story = {
  args: { path: '/liveDetail?id=live-hostile' },
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(detail, () => ok(hostileLive)));
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '<script>alert(1)</script>直播安全测试' })).toBeVisible();
    await expect(await canvas.findByText('<script>alert(1)</script>直播简介')).toBeVisible();
    await expect(await canvas.findByText(/<a href="javascript:alert\(1\)">主讲人简介<\/a>/)).toBeVisible();
    await expect(canvasElement.querySelector('iframe, script, [onerror], [href^="javascript"]')).toBeNull();
  },
};

export const WithoutIntroduction: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(detail, () => ok({ ...hostileLive, title: '临时加开直播', intro: null, speaker: null, speakerTitle: null, speakerProfile: null, organiser: null })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '临时加开直播' })).toBeVisible();
    await expect(await canvas.findByRole('region', { name: '直播简介' })).toHaveTextContent('暂无内容');
    await expect(canvas.queryByRole('region', { name: '主讲人介绍' })).toBeNull();
  },
};

export const UnknownStream: Story = {
  args: { path: '/liveDetail?id=live-99' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('该直播不存在');
    await expect(await canvas.findByRole('link', { name: '返回直播列表' })).toHaveAttribute('href', '/liveIndex');
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(detail, neverAnswers));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('正在加载直播')).toBeInTheDocument();
  },
};

export const Failed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(detail, failsWith()));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('直播数据加载失败');
    await expect(await canvas.findByRole('button', { name: '重试' })).toBeVisible();
  },
};

export const OnNowBlueTheme: Story = { globals: { theme: 'blue' }, play: showsStream };

export const OnNowElderMode: Story = { globals: { elder: true }, play: showsStream };
