import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';
import { allowedAttributes, allowedTags, allowedUri, finishContent, keepSafeImage, keepSafeStyle, type SanitizeHtmlOptions } from './htmlPolicy';

export type { SanitizeHtmlOptions } from './htmlPolicy';

const config: Config = {
  ALLOWED_TAGS: allowedTags,
  ALLOWED_ATTR: allowedAttributes,
  ALLOWED_URI_REGEXP: allowedUri,
  ALLOW_DATA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  KEEP_CONTENT: true,
};

let purifier: DOMPurify | undefined;

/**
 * Created on first use, so DOMPurify binds to the `window` of the page that calls it, and merely
 * importing the kit where no DOM exists (a server render, a Node script) neither fails nor leaves
 * an unbound instance behind.
 */
function getPurifier(): DOMPurify {
  if (purifier) return purifier;
  const instance = createDOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    keepSafeStyle(node);
    keepSafeImage(node);
  });
  purifier = instance;
  return instance;
}

/**
 * Cleans HTML from the server (notices, course introductions) for `dangerouslySetInnerHTML`
 * with DOMPurify: only text formatting, tables, links and pictures survive; nothing that can run
 * script, submit, frame another page or restyle the portal (see htmlPolicy). RichText uses the
 * browser's own sanitiser where there is one and this where there is not.
 */
export function sanitizeHtml(html: string, options: SanitizeHtmlOptions = {}): string {
  if (typeof window === 'undefined' || !html) return '';
  const fragment = getPurifier().sanitize(html, { ...config, RETURN_DOM_FRAGMENT: true });
  finishContent(fragment, options);
  const holder = fragment.ownerDocument.createElement('div');
  holder.append(fragment);
  return holder.innerHTML;
}
