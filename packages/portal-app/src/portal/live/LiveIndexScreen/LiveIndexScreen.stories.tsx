import type { Meta, StoryObj } from '@storybook/react-vite';
import { livePaths } from '@study-portal/api';
import { contractHttp, ok } from '@study-portal/api/mocks';
import { expect, userEvent, within } from 'storybook/test';
import { failsWith, neverAnswers } from '../../../testing/storyResponses';
import { ScreenHarness } from '../../../testing/ScreenHarness';
import { StoryRoutes } from '../../../testing/StoryRoutes';
import { hostileLive, liveStoryClock } from '../testing/storyLives';
import { LiveIndexScreen } from './LiveIndexScreen';

function LiveIndexAt({ path, at, liveTimeoutMs }: { path: string; at: string; liveTimeoutMs?: number }) {
  return (
    <ScreenHarness signedInAs="learner" path={path} config={liveTimeoutMs ? { liveApi: { timeoutMs: liveTimeoutMs } } : undefined}>
      <StoryRoutes path="/liveIndex">
        <LiveIndexScreen now={liveStoryClock(at)} />
      </StoryRoutes>
    </ScreenHarness>
  );
}

const meta = {
  title: 'Portal/Live/LiveIndex',
  component: LiveIndexAt,
  args: { path: '/liveIndex', at: '2026-03-16T09:30:00' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof LiveIndexAt>;

export default meta;
type Story = StoryObj<typeof meta>;

const lives = livePaths.list;

const showsLives: Story['play'] = async ({ canvas }) => {
  await expect(await canvas.findByRole('link', { name: '全会精神宣讲直播：以进一步全面深化改革推进中国式现代化' })).toBeVisible();
};

/** The card (article) holding a stream's title. */
const cardOf = async (canvas: Parameters<NonNullable<Story['play']>>[0]['canvas'], title: string) =>
  within((await canvas.findByRole('link', { name: title })).closest('article') as HTMLElement);

export const Lives: Story = {
  play: async (context) => {
    await showsLives(context);
    const { canvas } = context;
    const list = within(await canvas.findByRole('list'));
    await expect(list.getAllByText('直播中')).toHaveLength(2);
    await expect(list.getAllByText('未开始')).toHaveLength(3);
    await expect(list.getAllByText('已结束')).toHaveLength(3);
    // Upcoming streams count down to their start on the page's clock: live-03 starts 2026-03-20 15:00.
    const upcoming = await cardOf(canvas, '数字政府建设专家访谈');
    await expect(upcoming.getByText('未开始')).toBeVisible();
    await expect(upcoming.getByRole('timer', { name: '距开播' })).toHaveTextContent('4天 05:30:00');
    const onNow = await cardOf(canvas, '政务服务“一网通办”实操直播课');
    await expect(onNow.getByRole('link', { name: '进入直播间' })).toHaveAttribute('href', '/liveInit?id=live-02');
  },
};

export const LivesInteraction: Story = {
  ...Lives,
  name: 'Test: Lives',
  tags: ['!autodocs', 'interaction'],
  play: async (context) => {
    await Lives.play!(context);
    const { canvas } = context;
    const ended = await cardOf(canvas, '2026年全国两会精神解读');
    await userEvent.click(ended.getByRole('link', { name: '观看回放' }));
    await expect(await canvas.findByText('已打开 /liveBack?id=live-06')).toBeVisible();
  },
};

export const EndedOnly: Story = {
  name: 'Test: Ended Only',
  tags: ['!autodocs', 'interaction'],
  play: async ({ canvas }) => {
    await canvas.findByRole('link', { name: '全会精神宣讲直播：以进一步全面深化改革推进中国式现代化' });
    await userEvent.click(await canvas.findByRole('tab', { name: '往期回顾' }));
    await expect(await canvas.findByRole('link', { name: '乡村振兴现场教学' })).toHaveAttribute('href', '/liveOfflinedetail?id=live-08');
    await expect(within(await canvas.findByRole('list')).queryByText('直播中')).toBeNull();
    await expect(await canvas.findAllByRole('link', { name: '观看回放' })).toHaveLength(2);
  },
};

export const HostAboutToStart: Story = {
  // Past live-03's announced start, while the server still lists it as upcoming.
  args: { at: '2026-03-20T15:05:00' },
  play: async ({ canvas }) => {
    const card = await cardOf(canvas, '数字政府建设专家访谈');
    await expect(card.getByText('即将开播')).toBeVisible();
    await expect(card.getByText('主播即将开播')).toBeVisible();
    await expect(card.getByRole('link', { name: '进入直播间' })).toHaveAttribute('href', '/liveInit?id=live-03');
  },
};

export const HostileStream: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(lives, () => ok({ data: [hostileLive], count: 1 })));
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('link', { name: '<script>alert(1)</script>直播安全测试' })).toBeVisible();
    await expect(await canvas.findByText('<iframe src="javascript:alert(1)"></iframe>')).toBeVisible();
    await expect(canvasElement.querySelector('iframe, script, [onerror], [href^="javascript"]')).toBeNull();
  },
};

export const NoLives: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(lives, () => ok({ data: [], count: 0 })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('暂无数据')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(lives, neverAnswers));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('正在加载')).toBeInTheDocument();
  },
};

export const Failed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(lives, failsWith()));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('直播数据加载失败');
  },
};

export const TimedOutThenRetried: Story = {
  // Client B gives up after 5 s (docs/product/platform.md#clients); the first call never answers, the retry does.
  // The story's deployment gives client B one second (a portal-config.json may set its own), so
  // the state shows without the default's wait; the e2e suite times the 5 s on the portal.
  args: { liveTimeoutMs: 1_000 },
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(lives, neverAnswers, { once: true }));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('直播数据加载失败');
  },
};

export const TimedOutThenRetriedInteraction: Story = {
  ...TimedOutThenRetried,
  name: 'Test: Timed Out Then Retried',
  tags: ['!autodocs', 'interaction'],
  play: async (context) => {
    await TimedOutThenRetried.play!(context);
    const { canvas } = context;
    await userEvent.click(await canvas.findByRole('button', { name: '重试' }));
    await expect(await canvas.findByRole('link', { name: '全会精神宣讲直播：以进一步全面深化改革推进中国式现代化' })).toBeVisible();
  },
};

export const LivesBlueTheme: Story = { globals: { theme: 'blue' }, play: showsLives };

export const LivesElderMode: Story = { globals: { elder: true }, play: showsLives };
