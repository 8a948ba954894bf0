import type { Plugin } from 'vite';

/**
 * The attribute every start-up script and module preload of a page gets. The page's first paint
 * is the opening notice written in its HTML, which needs none of them; at the default (high)
 * priority a browser, and Lighthouse's simulation of a phone, treat the 140 KB of start-up code
 * as holding that paint back (ADR 11).
 */
const startScriptPriority = 'fetchpriority="low"';

/** Adds the priority to the page's module scripts and module preloads, as Vite wrote them. */
function lowerStartScriptPriority(html: string): string {
  return html.replace(/<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g, `<$1 ${startScriptPriority}`);
}

/** The build step that applies `lowerStartScriptPriority` to every page. */
export function startScriptsAfterFirstPaint(): Plugin {
  return {
    name: 'study-portal:start-scripts-after-first-paint',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: lowerStartScriptPriority },
  };
}
