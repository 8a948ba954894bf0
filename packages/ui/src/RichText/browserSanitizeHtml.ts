import { allowedAttributes, allowedTags, allowedUri, droppedWithContent, finishContent, keepSafeImage, keepSafeStyle, type SanitizeHtmlOptions } from './htmlPolicy';

/** Element.setHTML of the HTML Sanitizer API, where the browser has it. */
interface SafeHtmlSetter {
  setHTML(html: string, options: { sanitizer: { removeElements: string[] } }): void;
}

// The browser's default configuration also drops pictures and inline styles, which notices use;
// a configuration that only names elements to remove keeps them. setHTML removes whatever can
// run script on top of any configuration.
const sanitizer = { removeElements: [...droppedWithContent] };

const htmlNamespace = 'http://www.w3.org/1999/xhtml';
const tags = new Set(allowedTags);
const attributes = new Set(allowedAttributes);
const addressAttributes = new Set(['href', 'src']);
// Browsers skip whitespace and control characters inside a scheme: test the address without them.
// eslint-disable-next-line no-control-regex
const ignoredInAddress = /[\u0000-\u0020\u00A0\u1680\u180E\u2000-\u2029\u205F\u3000]/g;

/** An allowed scheme or a relative address; on a picture also an inline picture (data:image/). */
function allowedAddress(element: Element, value: string): boolean {
  const address = value.replace(ignoredInAddress, '');
  return allowedUri.test(address) || (element.localName === 'img' && /^data:image\//i.test(address));
}

function canSetSafeHtml(element: Element): element is Element & SafeHtmlSetter {
  return typeof (element as Partial<SafeHtmlSetter>).setHTML === 'function';
}

/** Whether this browser cleans HTML itself, so browserSanitizeHtml returns a result. */
export function browserCanSanitize(): boolean {
  return typeof Element !== 'undefined' && canSetSafeHtml(Element.prototype);
}

/** Narrows what the browser's safe default kept to the portal's allow-lists (htmlPolicy). */
function keepToPolicy(root: Element): void {
  for (const element of Array.from(root.querySelectorAll('*'))) {
    // Gone with an ancestor dropped earlier in this walk.
    if (!root.contains(element)) continue;
    if (element.namespaceURI !== htmlNamespace || !tags.has(element.localName)) {
      if (element.namespaceURI !== htmlNamespace || droppedWithContent.has(element.localName)) element.remove();
      else element.replaceWith(...Array.from(element.childNodes));
      continue;
    }
    for (const { name, value } of Array.from(element.attributes)) {
      if (!attributes.has(name) || (addressAttributes.has(name) && !allowedAddress(element, value))) element.removeAttribute(name);
    }
    keepSafeStyle(element);
    keepSafeImage(element);
  }
}

/**
 * Cleans server HTML with the browser's own sanitiser (`Element.setHTML`, the HTML Sanitizer
 * API), or returns undefined where the browser has none. Its safe default removes everything
 * that can run script whatever else is asked; the portal's allow-lists then narrow it the way
 * the DOMPurify engine does. The work happens in an inert document: nothing in the content
 * loads or runs while it is cleaned. The kit downloads no sanitiser of its own on this path.
 */
export function browserSanitizeHtml(html: string, options: SanitizeHtmlOptions = {}): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const inert = document.implementation.createHTMLDocument('');
  const holder = inert.createElement('div');
  if (!canSetSafeHtml(holder)) return undefined;
  holder.setHTML(html, { sanitizer });
  keepToPolicy(holder);
  finishContent(holder, options);
  return holder.innerHTML;
}
