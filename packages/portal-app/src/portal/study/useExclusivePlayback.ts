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

  const release = () => lock.current?.release();

  return {
    message,
    onPlay: () => {
      const claim = lock.current ? lock.current.claim() : true;
      if (claim === true) return setMessage(undefined);
      void claim.then((answer) => {
        if (answer === 'granted') setMessage(undefined);
        else if (answer === 'refused') {
          player.current?.pause();
          setMessage(oneVideoMessage);
        }
      });
    },
    onPause: release,
    onEnded: release,
  };
}
