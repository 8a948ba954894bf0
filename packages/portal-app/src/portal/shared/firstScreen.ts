import { portalMainId } from '@study-portal/ui';
import { createContext, startTransition, useContext, useEffect, useState } from 'react';
import { afterPaints, whenScreenComplete } from './screenShown';

/**
 * Whether the first page's screen is on screen: its code, its data and its pictures, painted.
 * The frame's secondary parts (the floating toolbar) wait for it, so their code, reads and
 * rendering come after the page's largest paint instead of sharing the connections and the main
 * thread with it. True outside the assembled portal (stories, tests): there is nothing to wait for.
 */
const FirstScreenShownContext = createContext(true);

export const FirstScreenShownProvider = FirstScreenShownContext.Provider;

export function useFirstScreenShown() {
  return useContext(FirstScreenShownContext);
}

/**
 * Watches the first page until its screen is complete in the portal's main region and frames
 * have painted it. Three: a decoded picture may still miss the next frame, and the largest
 * paint's time is when its frame reaches the screen, after the main thread's part. Once true it
 * stays true: later pages do not hold the toolbar back. While the screen's code downloads, its
 * place holds the kit's Loading, which the watch waits out like the screen's own.
 */
export function useFirstScreenWatch() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (shown) return;
    let current = true;
    void whenScreenComplete(document, portalMainId)
      .then(() => afterPaints(document, 3))
      .then(() => {
        // What waited mounts in slices React may interrupt: a tap on the page comes first.
        if (current) startTransition(() => setShown(true));
      });
    return () => {
      current = false;
    };
  }, [shown]);
  return shown;
}
