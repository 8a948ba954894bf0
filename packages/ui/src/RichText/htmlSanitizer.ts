import { browserCanSanitize, browserSanitizeHtml } from './browserSanitizeHtml';
import type { SanitizeHtmlOptions } from './htmlPolicy';

/** Cleans server HTML for `dangerouslySetInnerHTML` (see htmlPolicy). */
export type HtmlSanitizer = (html: string, options?: SanitizeHtmlOptions) => string;

let purifying: HtmlSanitizer | undefined;
let loading: Promise<HtmlSanitizer> | undefined;

const byBrowser: HtmlSanitizer = (html, options) => browserSanitizeHtml(html, options) ?? '';

/**
 * Loads the DOMPurify engine, which browsers without a sanitiser of their own need (and jsdom).
 * RichText loads it on first use; calling this earlier (a test set-up, an app that knows its
 * users' browsers) lets the first RichText render at once instead of a moment later.
 */
export function preloadHtmlSanitizer(): Promise<HtmlSanitizer> {
  if (browserCanSanitize()) return Promise.resolve(byBrowser);
  loading ??= import('./sanitizeHtml').then(
    (engine) => (purifying = engine.sanitizeHtml),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * The sanitiser to use now: the browser's own, or DOMPurify once loaded; undefined while
 * DOMPurify is still on its way.
 */
export function readyHtmlSanitizer(): HtmlSanitizer | undefined {
  return browserCanSanitize() ? byBrowser : purifying;
}
