import { forwardRef, useCallback, useEffect, useImperativeHandle, useRef, useState, type ReactNode, type SyntheticEvent } from 'react';
import { useVideoMessages } from '../messages';
import { VideoBanner, VideoElement, VideoNotice, VideoRoot, VideoUnplayable } from './VideoFrame.styles';

/** What the course page can do with the player. */
export interface VideoFrameHandle {
  /** Pauses playback, e.g. when the server refuses the study progress. */
  pause(): void;
  /** Starts playback; resolves once it started or the browser refused (autoplay rules). */
  play(): Promise<void>;
  /** The playback position in seconds. */
  currentTime(): number;
  /** Moves to a position in seconds, subject to `allowedUntil`. */
  seek(seconds: number): void;
}

export interface VideoFrameProps {
  /** The video address. */
  src?: string;
  /** Picture shown before playback. */
  poster?: string;
  /** Accessible name of the player, usually the course name. Defaults to 课程视频. */
  title?: string;
  /** Resume position in seconds, applied once when the video's metadata has loaded. */
  startAt?: number;
  /**
   * Furthest position in seconds the learner may seek to (the furthest point watched), before
   * the course is first completed. `undefined` allows seeking anywhere.
   */
  allowedUntil?: number;
  /** A message over the frame, e.g. the server's reason for stopping progress. */
  message?: ReactNode;
  /** Called with the playback position in seconds as it advances. */
  onTimeUpdate?: (seconds: number) => void;
  /** Called when playback starts or resumes. */
  onPlay?: () => void;
  /** Called when playback pauses. */
  onPause?: () => void;
  /** Called when the video has played to its end. */
  onEnded?: () => void;
  /** Called when the video cannot be loaded or played; the player then says so over the frame. */
  onError?: () => void;
  /** Class name added to the root element, for styling it from outside. */
  className?: string;
}

/** Seeks this little past the allowed point are rounding, not skipping ahead. */
const SEEK_TOLERANCE_SECONDS = 1;
/** How long the "cannot seek there" notice stays on screen. */
const NOTICE_MS = 4000;

/**
 * The course video player: native controls (keyboard included), resume from the saved
 * position, no skipping ahead of what was watched before first completion, and a clear
 * message when the video cannot play.
 */
export const VideoFrame = forwardRef<VideoFrameHandle, VideoFrameProps>(function VideoFrame(
  { src, poster, title, startAt, allowedUntil, message, onTimeUpdate, onPlay, onPause, onEnded, onError, className },
  ref,
) {
  const messages = useVideoMessages();
  const videoRef = useRef<HTMLVideoElement>(null);
  // Keyed by address, so a new video starts clean without an effect resetting state.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const [seekLimitedAt, setSeekLimitedAt] = useState<number | null>(null);
  const resumedSrc = useRef<string | undefined>(undefined);
  const unplayable = failedSrc !== null && failedSrc === (src ?? '');

  useEffect(() => {
    if (seekLimitedAt === null) return undefined;
    const timer = window.setTimeout(() => setSeekLimitedAt(null), NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [seekLimitedAt]);

  const fail = useCallback(() => {
    setFailedSrc(src ?? '');
    onError?.();
  }, [src, onError]);

  useImperativeHandle(
    ref,
    () => ({
      pause: () => videoRef.current?.pause(),
      play: async () => {
        const video = videoRef.current;
        if (!video) return;
        try {
          await video.play();
        } catch (error) {
          // NotAllowedError (autoplay rules) and AbortError (a pause came first) are not faults
          // of the video; an unsupported source is.
          if ((error as { name?: unknown } | null)?.name === 'NotSupportedError') fail();
        }
      },
      currentTime: () => videoRef.current?.currentTime ?? 0,
      seek: (seconds: number) => {
        if (videoRef.current) videoRef.current.currentTime = Math.max(0, seconds);
      },
    }),
    [fail],
  );

  const resume = (event: SyntheticEvent<HTMLVideoElement>) => {
    const video = event.currentTarget;
    if (resumedSrc.current === src) return;
    resumedSrc.current = src;
    if (startAt === undefined || startAt <= 0) return;
    const end = Number.isFinite(video.duration) ? video.duration : startAt;
    video.currentTime = Math.min(startAt, end);
  };

  const limitSeek = (event: SyntheticEvent<HTMLVideoElement>) => {
    const video = event.currentTarget;
    if (allowedUntil === undefined || video.currentTime <= allowedUntil + SEEK_TOLERANCE_SECONDS) return;
    video.currentTime = allowedUntil;
    setSeekLimitedAt(Date.now());
  };

  const label = title ?? messages.label;
  const hasMessage = message !== undefined && message !== null && message !== false && message !== '';
  return (
    <VideoRoot className={className} data-video-frame="">
      <VideoElement
        ref={videoRef}
        src={src}
        poster={poster}
        controls
        playsInline
        preload="metadata"
        tabIndex={0}
        aria-label={label}
        controlsList="nodownload"
        onLoadedMetadata={resume}
        onSeeking={limitSeek}
        onTimeUpdate={(event) => onTimeUpdate?.(event.currentTarget.currentTime)}
        onPlay={onPlay}
        onPause={onPause}
        onEnded={onEnded}
        onError={fail}
      />
      {/* Both live regions are always present, so that screen readers announce text appearing in them. */}
      <VideoBanner role="status" data-active={hasMessage ? 'true' : undefined}>
        {hasMessage ? message : null}
      </VideoBanner>
      <VideoNotice role="status" aria-live="polite" data-active={seekLimitedAt !== null ? 'true' : undefined}>
        {seekLimitedAt !== null ? messages.seekLimited : null}
      </VideoNotice>
      {unplayable && <VideoUnplayable role="alert">{messages.unplayable}</VideoUnplayable>}
    </VideoRoot>
  );
});
