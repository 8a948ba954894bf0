import type { VideoFrameHandle } from '@study-portal/ui';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { createPlaybackLock, oneVideoMessage, type PlaybackLock } from './playbackLock';

/**
 * One video at a time for players that record nothing (share and open viewing pages): a play
 * while another portal tab plays is paused with 当前视频正在播放，不能切换！.
 */
export function useExclusivePlayback(player: RefObject<VideoFrameHandle | null>) {
  const lock = useRef<PlaybackLock | null>(null);
  const [message, setMessage] = useState<string | undefined>(undefined);

  useEffect(() => {
    const current = createPlaybackLock();
    lock.current = current;
    const leaving = () => current.release();
    window.addEventListener('pagehide', leaving);
    return () => {
      window.removeEventListener('pagehide', leaving);
      current.dispose();
      lock.current = null;
    };
  }, []);

  return {
    message,
    onPlay: () => {
      if (lock.current && !lock.current.claim()) {
        player.current?.pause();
        setMessage(oneVideoMessage);
        return;
      }
      setMessage(undefined);
    },
    onPause: () => lock.current?.release(),
    onEnded: () => lock.current?.release(),
  };
}
