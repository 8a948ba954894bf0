/**
 * What stories do to the page that a learner does with the browser: the media element fires
 * the same events it fires when played and ended, so the study runs against the fake backend
 * without waiting for the video in real time.
 */

/** The learner pressed play. */
export const firePlay = (video: HTMLVideoElement) => video.dispatchEvent(new Event('play'));

/** The video played to `seconds` and ended there. */
export function fireEndedAt(video: HTMLVideoElement, seconds: number) {
  Object.defineProperty(video, 'currentTime', { configurable: true, get: () => seconds, set: () => undefined });
  video.dispatchEvent(new Event('ended'));
}

/** The learner switched to another tab; returns the way back. */
export function hidePage(): () => void {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
  document.dispatchEvent(new Event('visibilitychange'));
  return showPage;
}

/** The page is in view again (undoes hidePage). */
export function showPage() {
  delete (document as { visibilityState?: unknown }).visibilityState;
  document.dispatchEvent(new Event('visibilitychange'));
}
