import type { Meta, StoryObj } from '@storybook/react-vite';
import { coursePaths } from '@study-portal/api';
import { contractHttp, mockDb } from '@study-portal/api/mocks';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ErrorShareStandIn } from '../ErrorShareStandIn';
import { oneVideoMessage, playbackChannelName } from '../playbackLock';
import { firePlay } from '../testing/storyEvents';
import { failsWith, neverAnswers } from '../../../testing/storyResponses';
import { ScreenHarness } from '../../../testing/ScreenHarness';
import { SharedCourseScreen } from './SharedCourseScreen';
import { sharedCoursePages } from './sharedCoursePages';
import { hostileScenario } from '../../../testing/storyScenario';

/** A visitor without a session opening a share link. */
function SharedAt({ path }: { path: string }) {
  return (
    <ScreenHarness path={path}>
      <ErrorShareStandIn>
        <SharedCourseScreen {...sharedCoursePages.sharedVideo} />
      </ErrorShareStandIn>
    </ScreenHarness>
  );
}

const meta = {
  title: 'Portal/Study/SharedVideo',
  component: SharedAt,
  args: { path: '/contentShare?id=c15' },
  parameters: { layout: 'padded' },
  beforeEach: () => {
    mockDb.reset();
  },
} satisfies Meta<typeof SharedAt>;

export default meta;
type Story = StoryObj<typeof meta>;

const courseName = '数字政府建设实务';

export const SharedVideo: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: courseName })).toBeVisible();
    await expect(canvas.getByRole('region', { name: '课程简介' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: '课程教材' })).toHaveTextContent('数字政府建设实务（课程讲义）.pdf');
    const invitation = canvas.getByRole('region', { name: '参加学习' });
    await expect(invitation).toHaveTextContent('在此观看不记录学习进度，也不计学时。');
    await expect(within(invitation).getByRole('link', { name: '登录学习' })).toHaveAttribute('href', '/subcourse?id=c15');
    // Nothing is recorded here: no study record panel.
    await expect(canvas.queryByRole('region', { name: '学习记录' })).toBeNull();
  },
};

export const SharedVideoInteraction: Story = {
  ...SharedVideo,
  name: 'Test: Shared Video',
  tags: ['!autodocs', 'interaction'],
  play: async (context) => {
    await SharedVideo.play!(context);
    const { canvas } = context;
    await userEvent.tab();
    await expect(canvas.getByLabelText(courseName)).toHaveFocus();
  },
};

export const SharedVideoBlueTheme: Story = { ...SharedVideo, globals: { theme: 'blue' } };

export const SharedVideoBlueThemeInteraction: Story = {
  ...SharedVideoBlueTheme,
  name: 'Test: Shared Video Blue Theme',
  tags: ['!autodocs', 'interaction'],
  play: SharedVideoInteraction.play,
};

export const SharedVideoElderMode: Story = { ...SharedVideo, globals: { elder: true } };

export const SharedVideoElderModeInteraction: Story = {
  ...SharedVideoElderMode,
  name: 'Test: Shared Video Elder Mode',
  tags: ['!autodocs', 'interaction'],
  play: SharedVideoInteraction.play,
};

export const OneVideoAtATime: Story = {
  beforeEach: () => {
    const otherTab = new BroadcastChannel(playbackChannelName);
    otherTab.onmessage = (event: MessageEvent<{ kind: string }>) => {
      if (event.data.kind === 'who') otherTab.postMessage({ kind: 'playing', from: 'other-tab' });
    };
    otherTab.postMessage({ kind: 'playing', from: 'other-tab' });
    return () => otherTab.close();
  },
  play: async ({ canvas }) => {
    const video = await canvas.findByLabelText<HTMLVideoElement>(courseName);
    const frame = video.closest<HTMLElement>('[data-video-frame]')!;
    await waitFor(() => {
      firePlay(video);
      expect(within(frame).getByText(oneVideoMessage)).toBeVisible();
    });
  },
};

export const CourseWithoutContent: Story = {
  beforeEach: hostileScenario,
  args: { path: '/contentShare?id=c-empty' },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: '基层治理案例（待完善）' });
    await expect(canvas.getAllByText('暂无内容')).toHaveLength(3);
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.get(coursePaths.detail, neverAnswers));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('正在加载课程')).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 1, name: '课程分享' })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.get(coursePaths.detail, failsWith()));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('课程数据加载失败');
  },
};

export const LoadFailedInteraction: Story = {
  ...LoadFailed,
  name: 'Test: Load Failed',
  tags: ['!autodocs', 'interaction'],
  play: async (context) => {
    await LoadFailed.play!(context);
    const { canvas } = context;
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(await canvas.findByRole('alert')).toBeVisible();
  },
};

export const UnknownCourse: Story = {
  args: { path: '/contentShare?id=no-such-course' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '分享的课程不存在（/errorShare）' })).toBeVisible();
  },
};
