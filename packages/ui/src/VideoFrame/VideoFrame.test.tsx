import { createRef } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../testing/axe';
import { ThemeProvider } from '../ThemeProvider';
import { VideoFrame, type VideoFrameHandle } from './VideoFrame';

const src = '/upload/course/20417.mp4';

const video = () => screen.getByLabelText<HTMLVideoElement>(/课程视频|党史/);

/** jsdom has no media pipeline: give the element a length and let the test move it. */
function loadMetadata(element: HTMLVideoElement, duration: number) {
  Object.defineProperty(element, 'duration', { configurable: true, value: duration });
  fireEvent(element, new Event('loadedmetadata'));
}

function dragTo(element: HTMLVideoElement, seconds: number) {
  element.currentTime = seconds;
  fireEvent(element, new Event('seeking'));
}

describe('VideoFrame', () => {
  let play: ReturnType<typeof vi.fn>;
  let pause: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    play = vi.fn(() => Promise.resolve());
    pause = vi.fn();
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play as () => Promise<void>);
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(pause as () => void);
  });

  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('is a labelled, focusable video with native controls', async () => {
    const { rerender } = render(<VideoFrame src={src} poster="/upload/course/20417.jpg" />);
    const element = video();
    expect(element.tagName).toBe('VIDEO');
    expect(element).toHaveAttribute('controls');
    expect(element).toHaveAttribute('poster', '/upload/course/20417.jpg');
    expect(element).toHaveAccessibleName('课程视频');
    await userEvent.tab();
    expect(element).toHaveFocus();
    rerender(<VideoFrame src={src} title="党史学习教育专题讲座" />);
    expect(element).toHaveAccessibleName('党史学习教育专题讲座');
  });

  it('resumes at the saved position once the metadata has loaded, and only once', () => {
    render(<VideoFrame src={src} startAt={95} />);
    const element = video();
    expect(element.currentTime).toBe(0);
    loadMetadata(element, 600);
    expect(element.currentTime).toBe(95);
    element.currentTime = 130;
    loadMetadata(element, 600);
    expect(element.currentTime).toBe(130);
  });

  it('never resumes past the end of the video', () => {
    render(<VideoFrame src={src} startAt={900} />);
    loadMetadata(video(), 600);
    expect(video().currentTime).toBe(600);
  });

  it('sends a seek past the furthest watched point back to it, and says why', () => {
    vi.useFakeTimers();
    render(<VideoFrame src={src} allowedUntil={60} />);
    const element = video();
    expect(screen.queryByText('完成学习前不能拖动到未观看的位置')).not.toBeInTheDocument();

    dragTo(element, 60.8);
    expect(element.currentTime).toBe(60.8);
    expect(screen.queryByText('完成学习前不能拖动到未观看的位置')).not.toBeInTheDocument();

    dragTo(element, 300);
    expect(element.currentTime).toBe(60);
    const notice = screen.getByText('完成学习前不能拖动到未观看的位置');
    expect(notice).toHaveAttribute('aria-live', 'polite');

    dragTo(element, 20);
    expect(element.currentTime).toBe(20);
    act(() => vi.advanceTimersByTime(4000));
    expect(screen.queryByText('完成学习前不能拖动到未观看的位置')).not.toBeInTheDocument();
  });

  it('lets the learner seek anywhere once the course is completed', () => {
    render(<VideoFrame src={src} />);
    dragTo(video(), 500);
    expect(video().currentTime).toBe(500);
    expect(screen.queryByText('完成学习前不能拖动到未观看的位置')).not.toBeInTheDocument();
  });

  it('says the video cannot play when it fails to load', () => {
    const onError = vi.fn();
    const { rerender } = render(<VideoFrame src={src} onError={onError} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    fireEvent(video(), new Event('error'));
    expect(screen.getByRole('alert')).toHaveTextContent('此视频暂无法播放，请稍后再试');
    expect(onError).toHaveBeenCalledTimes(1);
    // Another video starts without the old failure.
    rerender(<VideoFrame src="/upload/course/20418.mp4" onError={onError} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('reports playback to the course page', () => {
    const onTimeUpdate = vi.fn();
    const onPlay = vi.fn();
    const onPause = vi.fn();
    const onEnded = vi.fn();
    render(<VideoFrame src={src} onTimeUpdate={onTimeUpdate} onPlay={onPlay} onPause={onPause} onEnded={onEnded} />);
    const element = video();
    fireEvent(element, new Event('play'));
    element.currentTime = 42.5;
    fireEvent(element, new Event('timeupdate'));
    fireEvent(element, new Event('pause'));
    fireEvent(element, new Event('ended'));
    expect(onPlay).toHaveBeenCalledTimes(1);
    expect(onTimeUpdate).toHaveBeenCalledWith(42.5);
    expect(onPause).toHaveBeenCalledTimes(1);
    expect(onEnded).toHaveBeenCalledTimes(1);
  });

  it('can be paused, played, read and moved by the course page', async () => {
    const handle = createRef<VideoFrameHandle>();
    render(<VideoFrame ref={handle} src={src} />);
    handle.current?.pause();
    expect(pause).toHaveBeenCalledTimes(1);
    await act(() => handle.current?.play());
    expect(play).toHaveBeenCalledTimes(1);
    handle.current?.seek(75);
    expect(video().currentTime).toBe(75);
    expect(handle.current?.currentTime()).toBe(75);
  });

  it('treats an unsupported source as unplayable but not an autoplay refusal', async () => {
    const handle = createRef<VideoFrameHandle>();
    const onError = vi.fn();
    render(<VideoFrame ref={handle} src={src} onError={onError} />);
    play.mockImplementationOnce(() => Promise.reject(new DOMException('autoplay', 'NotAllowedError')));
    await act(() => handle.current?.play());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    play.mockImplementationOnce(() => Promise.reject(new DOMException('no codec', 'NotSupportedError')));
    await act(() => handle.current?.play());
    expect(screen.getByRole('alert')).toHaveTextContent('此视频暂无法播放，请稍后再试');
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('shows the server message over the frame', () => {
    const { rerender } = render(<VideoFrame src={src} />);
    expect(screen.queryByText('您正在其他设备学习本课程')).not.toBeInTheDocument();
    rerender(<VideoFrame src={src} message="您正在其他设备学习本课程" />);
    expect(screen.getByText('您正在其他设备学习本课程')).toBeVisible();
    expect(screen.getAllByRole('status').some((region) => region.textContent === '您正在其他设备学习本课程')).toBe(true);
  });

  it('has no accessibility violations, with or without messages', async () => {
    const { container, rerender } = render(
      <ThemeProvider>
        <VideoFrame src={src} allowedUntil={10} />
      </ThemeProvider>,
    );
    dragTo(video(), 100);
    fireEvent(video(), new Event('error'));
    rerender(
      <ThemeProvider>
        <VideoFrame src={src} allowedUntil={10} message="学习记录保存失败" />
      </ThemeProvider>,
    );
    await expectNoAxeViolations(container);
  });
});
