/**
 * What server-written HTML may keep, whichever engine cleans it (the browser's own sanitiser or
 * DOMPurify): the allow-lists, and the touches the portal adds once the content is safe.
 */

import { readAddress } from '../address';

export interface SanitizeHtmlOptions {
  /**
   * The id of an element describing "opens in a new window": links to other sites get it as
   * `aria-describedby`, so screen-reader users know a new tab will open.
   */
  newWindowHintId?: string;
}

// An allow-list, not a block-list: anything a notice editor might emit beyond ordinary text
// formatting (forms, media, frames, SVG, MathML, <style>, <meta>) is dropped with its attributes.
export const allowedTags = [
  'p', 'br', 'hr', 'div', 'span', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6',
  'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'blockquote', 'pre', 'code',
  'strong', 'b', 'em', 'i', 'u', 's', 'del', 'ins', 'sub', 'sup', 'small', 'mark', 'abbr', 'cite', 'q',
  'a', 'img', 'figure', 'figcaption',
  'table', 'caption', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
];

export const allowedAttributes = [
  'href', 'src', 'alt', 'title', 'width', 'height', 'style', 'lang', 'dir',
  'colspan', 'rowspan', 'scope', 'headers', 'span', 'start', 'reversed', 'type', 'datetime',
];

// http(s), mailto and tel, or a relative address (no scheme before the first / ? #).
export const allowedUri = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

// Editors centre titles and indent Chinese paragraphs by two characters; everything else in
// inline styles (colours, fonts, sizes, positions, backgrounds) would fight the theme, the
// elder-friendly mode and contrast, and url() could fetch or run something.
const keptStyleProperties = ['text-align', 'text-indent', 'font-weight', 'font-style', 'text-decoration'];

// Elements dropped together with what they hold: their text is code, metadata or another
// document, not part of the notice. Any other element outside the allow-list gives way to its
// content, so the words of a <font> or <section> an editor wrote survive.
export const droppedWithContent = new Set([
  'script', 'style', 'template', 'noscript', 'noembed', 'noframes', 'xmp', 'plaintext', 'title', 'head',
  'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'audio', 'video', 'canvas', 'svg', 'math',
  'select', 'textarea', 'option', 'datalist',
]);

export function keepSafeStyle(element: Element): void {
  const { style } = element as Partial<ElementCSSInlineStyle>;
  if (!style || !element.hasAttribute('style')) return;
  // The browser's own CSS parser decides what the declarations are, so comments, escapes and
  // odd spacing cannot smuggle a url() past a text match.
  const kept = keptStyleProperties
    .map((property) => [property, style.getPropertyValue(property)] as const)
    .filter(([, value]) => value !== '' && !/url\(|expression\(|javascript:/i.test(value))
    .map(([property, value]) => `${property}: ${value}`)
    .join('; ');
  if (kept) element.setAttribute('style', kept);
  else element.removeAttribute('style');
}

export function keepSafeImage(element: Element): void {
  if (element.tagName !== 'IMG') return;
  const src = element.getAttribute('src') ?? '';
  // DOMPurify lets any data: address through on <img>; only pictures belong there.
  if (/^\s*data:/i.test(src) && !/^\s*data:image\//i.test(src)) element.removeAttribute('src');
  // An image without alt would be announced by its file name; one the editor left unnamed is
  // treated as decoration.
  if (!element.hasAttribute('alt')) element.setAttribute('alt', '');
}

/**
 * The portal's touches on content already safe: a top-level heading in content becomes a
 * second-level one, since the page has its own title; links to other sites open in a new tab
 * without giving it access to the portal.
 */
export function finishContent(fragment: DocumentFragment | Element, options: SanitizeHtmlOptions): void {
  const document = fragment.ownerDocument;
  for (const heading of Array.from(fragment.querySelectorAll('h1'))) {
    const demoted = document.createElement('h2');
    for (const attribute of Array.from(heading.attributes)) demoted.setAttribute(attribute.name, attribute.value);
    demoted.append(...Array.from(heading.childNodes));
    heading.replaceWith(demoted);
  }

  for (const link of Array.from(fragment.querySelectorAll('a[href]'))) {
    const href = link.getAttribute('href') ?? '';
    // A jump within the content stays; any other address obeys the one URL policy, and one
    // that fails it leaves its words as plain text.
    if (/^#[^\s]*$/.test(href)) continue;
    const target = readAddress(href);
    if (target.kind === 'none') {
      link.removeAttribute('href');
      continue;
    }
    if (target.kind === 'internal') {
      link.setAttribute('href', target.to);
      continue;
    }
    if (!/^https?:/i.test(target.href)) continue;
    link.setAttribute('href', target.href);
    link.setAttribute('target', '_blank');
    link.setAttribute('rel', 'noopener noreferrer');
    if (options.newWindowHintId) link.setAttribute('aria-describedby', options.newWindowHintId);
  }
}
