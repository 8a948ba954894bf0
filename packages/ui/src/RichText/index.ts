export { RichText, type RichTextProps } from './RichText';
export { sanitizeHtml, type SanitizeHtmlOptions } from './sanitizeHtml';
export { preloadHtmlSanitizer, type HtmlSanitizer } from './htmlSanitizer';
