import type { Meta, StoryObj } from '@storybook/react-vite';
import { livePaths } from '@study-portal/api';
import { contractHttp, ok } from '@study-portal/api/mocks';
import { expect, within } from 'storybook/test';
import { failsWith, neverAnswers } from '../../../testing/storyResponses';
import { ScreenHarness } from '../../../testing/ScreenHarness';
import { StoryRoutes } from '../../../testing/StoryRoutes';
import { liveStoryClock } from '../testing/storyLives';
import { OfflineLiveScreen } from './OfflineLiveScreen';

function LiveOfflineAt({ path, at }: { path: string; at: string }) {
  return (
    <ScreenHarness signedInAs="learner" path={path}>
      <StoryRoutes path="/liveOfflinedetail">
        <OfflineLiveScreen now={liveStoryClock(at)} />
      </StoryRoutes>
    </ScreenHarness>
  );
}

const meta = {
  title: 'Portal/Live/OfflineLive',
  component: LiveOfflineAt,
  args: { path: '/liveOfflinedetail?id=live-08', at: '2026-03-16T09:30:00' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof LiveOfflineAt>;

export default meta;
type Story = StoryObj<typeof meta>;

const offline = livePaths.offlineDetail;

const showsEvent: Story['play'] = async ({ canvas }) => {
  await expect(await canvas.findByRole('heading', { level: 1, name: '乡村振兴现场教学' })).toBeVisible();
  await expect(await canvas.findByText('直播已结束')).toBeVisible();
};

export const EndedOnSiteEvent: Story = {
  play: async (context) => {
    await showsEvent(context);
    const { canvas } = context;
    await expect(await canvas.findByText('南湖市青禾村党群服务中心')).toBeVisible();
    const agenda = within(await canvas.findByRole('table', { name: '活动日程' }));
    await expect(agenda.getByRole('row', { name: /10:30 乡村振兴的青禾实践 郑国强/ })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: '观看回放' })).toBeNull();
  },
};

export const UpcomingOnSiteEvent: Story = {
  args: { path: '/liveOfflinedetail?id=live-05' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '学习贯彻全会精神线下宣讲报告会' })).toBeVisible();
    await expect(await canvas.findByRole('timer', { name: '距活动开始' })).toBeVisible();
    await expect(await canvas.findByText('600 个')).toBeVisible();
  },
};

export const EndedStreamWithRecording: Story = {
  args: { path: '/liveOfflinedetail?id=live-07' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('直播已结束')).toBeVisible();
    await expect(await canvas.findByRole('link', { name: '观看回放' })).toHaveAttribute('href', '/liveBack?id=live-07');
    // A stream, not an on-site event: no address or agenda to show.
    await expect(canvas.queryByRole('region', { name: '活动安排' })).toBeNull();
  },
};

export const NoAgenda: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      contractHttp.post(offline, () =>
        ok({ id: 'live-08', title: '乡村振兴现场教学', startTime: '2025-12-18 09:00:00', status: 'ended', mode: 'offline', address: '南湖市青禾村党群服务中心', agenda: [] }),
      ),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('南湖市青禾村党群服务中心')).toBeVisible();
    await expect(await canvas.findByText('暂无数据')).toBeVisible();
  },
};

export const ArrangementsFailed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(offline, failsWith()));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '乡村振兴现场教学' })).toBeVisible();
    await expect(await canvas.findByRole('alert')).toHaveTextContent('活动安排数据加载失败');
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(livePaths.detail, neverAnswers));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('正在加载直播')).toBeInTheDocument();
  },
};

export const Failed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(livePaths.detail, failsWith()));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('直播数据加载失败');
  },
};

export const EventBlueTheme: Story = { globals: { theme: 'blue' }, play: showsEvent };

export const EventElderMode: Story = { globals: { elder: true }, play: showsEvent };
