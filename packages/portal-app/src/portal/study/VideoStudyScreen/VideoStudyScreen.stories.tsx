import type { Meta, StoryObj } from '@storybook/react-vite';
import { coursePaths, courseStudyPaths } from '@study-portal/api';
import { contractHttp, demoLectures, mockDb, refuse } from '@study-portal/api/mocks';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { oneVideoMessage, playbackChannelName } from '../playbackLock';
import { fireEndedAt, firePlay, hidePage, showPage } from '../testing/storyEvents';
import { formatClock } from '../studyFormat';
import { failsWith, neverAnswers } from '../../../testing/storyResponses';
import { ScreenHarness } from '../../../testing/ScreenHarness';
import { VideoStudyScreen } from './VideoStudyScreen';
import { hostileScenario } from '../../../testing/storyScenario';

function StudyAt({ path }: { path: string }) {
  return (
    <ScreenHarness signedInAs="learner" path={path}>
      <VideoStudyScreen />
    </ScreenHarness>
  );
}

const meta = {
  title: 'Portal/Study/VideoStudy',
  component: StudyAt,
  // c15: the learner stopped at 0:18 of the digital-government lecture, has watched to 0:25,
  // and the course, a 0.1-学时 微课, has a test.
  args: { path: '/subcourse?id=c15' },
  parameters: { layout: 'padded' },
  // Each story starts from the fixtures: an earlier story may have completed the course.
  beforeEach: () => {
    mockDb.reset();
  },
} satisfies Meta<typeof StudyAt>;

export default meta;
type Story = StoryObj<typeof meta>;

const courseName = '数字政府建设实务';
const lectureSeconds = demoLectures.digital.seconds;

export const ResumesWhereTheLearnerStopped: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: courseName })).toBeVisible();
    const record = canvas.getByRole('region', { name: '学习记录' });
    await expect(within(record).getByText('学习中')).toBeVisible();
    await expect(within(record).getByText(`0:25 / ${formatClock(lectureSeconds)}`)).toBeVisible();
    await expect(within(record).getByText('未参加')).toBeVisible();
    await expect(record).toHaveTextContent('0 / 0.1 学时');
    // Where it resumes (0:18) is the e2e suite's to prove: it plays the real video.
    const video = canvas.getByLabelText<HTMLVideoElement>(courseName);

    firePlay(video);
    await expect(await within(record).findByText('正在记录学习进度')).toBeVisible();
  },
};

export const ResumesWhereTheLearnerStoppedInteraction: Story = {
  ...ResumesWhereTheLearnerStopped,
  name: 'Test: Resumes Where The Learner Stopped',
  tags: ['!autodocs', 'interaction'],
  play: async (context) => {
    await ResumesWhereTheLearnerStopped.play!(context);
    const { canvas } = context;
    const video = canvas.getByLabelText<HTMLVideoElement>(courseName);
    await userEvent.tab();
    await expect(video).toHaveFocus();
  },
};

export const ResumesBlueTheme: Story = { ...ResumesWhereTheLearnerStopped, globals: { theme: 'blue' } };

export const ResumesBlueThemeInteraction: Story = {
  ...ResumesBlueTheme,
  name: 'Test: Resumes Blue Theme',
  tags: ['!autodocs', 'interaction'],
  play: ResumesWhereTheLearnerStoppedInteraction.play,
};

export const ResumesElderMode: Story = { ...ResumesWhereTheLearnerStopped, globals: { elder: true } };

export const ResumesElderModeInteraction: Story = {
  ...ResumesElderMode,
  name: 'Test: Resumes Elder Mode',
  tags: ['!autodocs', 'interaction'],
  play: ResumesWhereTheLearnerStoppedInteraction.play,
};

export const FinishedWithTestOffered: Story = {
  play: async ({ canvas }) => {
    const video = await canvas.findByLabelText<HTMLVideoElement>(courseName);
    const record = canvas.getByRole('region', { name: '学习记录' });
    firePlay(video);
    await within(record).findByText('正在记录学习进度');
    fireEndedAt(video, lectureSeconds);
    await expect(await within(record).findByText('本课程已学完，本次获得 0.1 学时。')).toBeVisible();
    await expect(record).toHaveTextContent('0.1 / 0.1 学时');
    await expect(within(record).getByText('已完成')).toBeVisible();
    await expect(within(record).getByRole('link', { name: '参加随堂测试' })).toHaveAttribute('href', '/examManage/startExam?courseId=c15');
  },
};

export const FinishedWithTestOfferedElderMode: Story = { ...FinishedWithTestOffered, globals: { elder: true } };

export const RefusedReport: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(courseStudyPaths.progress, () => refuse('当前课程正在其他设备学习')));
    return showPage;
  },
  play: async ({ canvas }) => {
    const video = await canvas.findByLabelText<HTMLVideoElement>(courseName);
    const record = canvas.getByRole('region', { name: '学习记录' });
    firePlay(video);
    await within(record).findByText('正在记录学习进度');
    // Switching tabs saves the position; the server refuses it.
    hidePage();
    const frame = video.closest<HTMLElement>('[data-video-frame]')!;
    await expect(await within(frame).findByText('当前课程正在其他设备学习')).toBeVisible();
    await expect(within(record).getByText('开始播放即记录学习进度')).toBeVisible();
  },
};

export const RefusedReportBlueTheme: Story = { ...RefusedReport, globals: { theme: 'blue' } };

export const OneVideoAtATime: Story = {
  // Another tab of the portal is playing: it answers every player that asks.
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
    // The other tab's answer arrives asynchronously: press play until the refusal shows.
    await waitFor(() => {
      firePlay(video);
      expect(within(frame).getByText(oneVideoMessage)).toBeVisible();
    });
    await expect(video.paused).toBe(true);
  },
};

export const CompletedBefore: Story = {
  args: { path: '/subcourse?id=c01' },
  play: async ({ canvas }) => {
    const record = await canvas.findByRole('region', { name: '学习记录' });
    await expect(within(record).getByText('已完成')).toBeVisible();
    await expect(within(record).getByText('已通过')).toBeVisible();
    await expect(record).toHaveTextContent('0.1 / 0.1 学时');
    await expect(within(record).getByText('已完成学习，可自由拖动播放进度。')).toBeVisible();
    await expect(within(record).queryByRole('link', { name: '参加随堂测试' })).toBeNull();
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.get(coursePaths.detail, neverAnswers));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('正在加载课程')).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 1, name: '视频学习' })).toBeVisible();
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
  args: { path: '/subcourse?id=no-such-course' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('课程不存在')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/index');
  },
};

export const CourseWithoutContent: Story = {
  beforeEach: hostileScenario,
  args: { path: '/subcourse?id=c-empty' },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: '基层治理案例（待完善）' });
    await expect(canvas.getAllByText('暂无内容')).toHaveLength(3);
  },
};

export const HostileCourseRecord: Story = {
  beforeEach: hostileScenario,
  args: { path: '/subcourse?id=c-hostile' },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '<script>alert(1)</script>党员教育基本知识' })).toBeVisible();
    await expect(canvasElement.querySelector('script, img[onerror], a[href^="javascript"]')).toBeNull();
    await expect(canvas.getByText('<img src=x onerror=alert(1)>讲义.pdf')).toBeVisible();
  },
};
