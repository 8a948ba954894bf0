import { isLoadingWithin, onLoadingChange } from '@study-portal/ui';
import { yieldToBrowser } from '../../startup/yieldToBrowser';

/**
 * The pictures the browser fetches straight away, not yet seen decoded. A loaded picture is not
 * yet painted: with async decoding it appears a frame or more after it loads.
 */
function undecodedPictures(region: Element, decoded: WeakSet<HTMLImageElement>): HTMLImageElement[] {
  return Array.from(region.querySelectorAll('img')).filter((picture) => picture.loading !== 'lazy' && !decoded.has(picture));
}

/**
 * Resolves once the screen in the region with this id is whole: the region is there, no part of
 * it gives the kit's loading signal (its `Loading` regions, a loading `Table`: see
 * `isLoadingWithin`), and its eagerly loaded pictures have arrived and decoded, so the next
 * frame paints them. It reads no layout, so checking after each change of the page costs next
 * to nothing.
 */
export function whenScreenComplete(doc: Document, regionId: string): Promise<void> {
  return new Promise((resolve) => {
    let decoding = false;
    const decoded = new WeakSet<HTMLImageElement>();
    const check = () => {
      const region = doc.getElementById(regionId);
      if (!region || decoding || isLoadingWithin(region)) return;
      const pictures = undecodedPictures(region, decoded);
      if (pictures.length === 0) {
        watcher.disconnect();
        stopListening();
        resolve();
        return;
      }
      // A picture that fails counts as arrived: its fallback is another picture, checked again.
      decoding = true;
      void Promise.allSettled(pictures.map((picture) => picture.decode())).then(() => {
        for (const picture of pictures) decoded.add(picture);
        decoding = false;
        check();
      });
    };
    // The page's changes bring the region and its pictures; the loading signal says when a part is done.
    const watcher = new MutationObserver(check);
    watcher.observe(doc.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['src'] });
    const stopListening = onLoadingChange(check);
    check();
  });
}

/**
 * Resolves in a task after the browser has painted this many more frames. A resize observer's
 * first report comes in a frame's rendering step, before its paint; the task queued from it runs
 * after the paint. Neither is a timer or an animation frame, which a test's paused clock would
 * hold still. A tab opened in the background paints nothing, so this waits until the learner
 * looks at it.
 */
export async function afterPaints(doc: Document, frames: number): Promise<void> {
  for (let frame = 0; frame < frames; frame += 1) {
    // Without the observer (a test's document) there is no frame to wait for.
    if (typeof ResizeObserver === 'undefined') {
      await yieldToBrowser();
      continue;
    }
    await new Promise<void>((resolve) => {
      const observer = new ResizeObserver(() => {
        observer.disconnect();
        void yieldToBrowser().then(resolve);
      });
      observer.observe(doc.documentElement);
    });
  }
}
