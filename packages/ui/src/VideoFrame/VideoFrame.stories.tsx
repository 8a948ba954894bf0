import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { VideoFrame } from './VideoFrame';

// A drawn poster and no network: stories must not depend on a video host.
const poster = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720" viewBox="0 0 1280 720"><rect width="1280" height="720" fill="#2b3a4a"/><circle cx="640" cy="360" r="72" fill="#ffffff" fill-opacity="0.85"/><path d="M615 320 L675 360 L615 400 Z" fill="#2b3a4a"/><text x="640" y="520" font-size="48" text-anchor="middle" fill="#ffffff">党史学习教育专题讲座（第一讲）</text></svg>',
)}`;

// Not a video at all, so the browser fails to decode it, as with a broken upload.
const brokenSource = 'data:video/mp4;base64,AAAAAAAAAAAAAAAA';

/**
 * Without real media the browser cannot seek, so the story stands in for the learner's drag:
 * it gives the element a position and fires the `seeking` event the browser would fire.
 */
function simulateDrag(video: HTMLVideoElement, seconds: number) {
  let position = seconds;
  Object.defineProperty(video, 'currentTime', {
    configurable: true,
    get: () => position,
    set: (value: number) => {
      position = value;
    },
  });
  video.dispatchEvent(new Event('seeking'));
}

const meta = {
  title: 'Content/VideoFrame',
  component: VideoFrame,
  args: {
    poster,
    title: '党史学习教育专题讲座（第一讲）',
    onPlay: fn(),
    onPause: fn(),
    onEnded: fn(),
    onError: fn(),
    onTimeUpdate: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof VideoFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithPoster: Story = {};

export const WithPosterInteraction: Story = {
  ...WithPoster,
  name: 'Test: With Poster',
  tags: ['!autodocs', 'interaction'],
  play: async ({ canvas }) => {
    const video = canvas.getByLabelText('党史学习教育专题讲座（第一讲）');
    await userEvent.tab();
    await expect(video).toHaveFocus();
    const { width, height } = video.getBoundingClientRect();
    await expect(Math.round((width / height) * 9)).toBe(16);
  },
};

export const Unplayable: Story = {
  args: { src: brokenSource },
  play: async ({ canvas, args }) => {
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('此视频暂无法播放，请稍后再试'));
    await expect(args.onError).toHaveBeenCalledTimes(1);
  },
};

export const ServerMessage: Story = {
  args: { message: '您正在其他设备学习本课程，本设备的学习进度将不被记录' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('您正在其他设备学习本课程，本设备的学习进度将不被记录')).toBeVisible();
  },
};

export const SeekingLimited: Story = {
  args: { allowedUntil: 180 },
};

export const SeekingLimitedInteraction: Story = {
  ...SeekingLimited,
  name: 'Test: Seeking Limited',
  tags: ['!autodocs', 'interaction'],
  play: async ({ canvas }) => {
    const video = canvas.getByLabelText<HTMLVideoElement>('党史学习教育专题讲座（第一讲）');
    await userEvent.tab();
    await expect(video).toHaveFocus();
    simulateDrag(video, 600);
    await expect(video.currentTime).toBe(180);
    await expect(await canvas.findByText('完成学习前不能拖动到未观看的位置')).toBeVisible();
  },
};

export const ServerMessageBlueTheme: Story = {
  ...ServerMessage,
  globals: { theme: 'blue' },
};

export const SeekingLimitedElderMode: Story = {
  ...SeekingLimited,
  args: { ...SeekingLimited.args, message: '学习记录保存失败，请刷新页面后继续学习' },
  globals: { elder: true },
};

export const SeekingLimitedElderModeInteraction: Story = {
  ...SeekingLimitedElderMode,
  name: 'Test: Seeking Limited Elder Mode',
  tags: ['!autodocs', 'interaction'],
  play: SeekingLimitedInteraction.play,
};
