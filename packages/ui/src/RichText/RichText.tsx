import { Suspense, use, useId, useMemo, type ReactNode } from 'react';
import { EmptyState } from '../EmptyState';
import { useRichTextMessages } from '../messages';
import { preloadHtmlSanitizer, readyHtmlSanitizer } from './htmlSanitizer';
import { PlainTextRoot, RichTextRoot } from './RichText.styles';

export interface RichTextProps {
  /** HTML from the server (a notice, a course introduction). It is sanitised before it is shown. */
  html?: string | null;
  /** Plain text, shown as text with its line breaks kept; used when there is no `html`. */
  text?: string | null;
  /** What to show when there is no content. Defaults to the 暂无内容 empty state; `null` shows nothing. */
  empty?: ReactNode;
  /** Class name added to the root element, for styling it from outside. */
  className?: string;
}

/**
 * Server-written content in the portal's typography. HTML is sanitised first (htmlSanitizer):
 * by the browser's own sanitiser where it has one, otherwise by DOMPurify, which then loads on
 * first use. Either way a notice cannot run script or restyle the page, however it was written.
 */
export function RichText(props: RichTextProps) {
  if (props.html && !readyHtmlSanitizer()) {
    return (
      <Suspense fallback={null}>
        <RichTextContent {...props} />
      </Suspense>
    );
  }
  return <RichTextContent {...props} />;
}

function RichTextContent({ html, text, empty, className }: RichTextProps) {
  const richTextTexts = useRichTextMessages();
  const hintId = useId();
  const sanitize = html ? (readyHtmlSanitizer() ?? use(preloadHtmlSanitizer())) : undefined;
  const clean = useMemo(() => (html && sanitize ? sanitize(html, { newWindowHintId: hintId }) : ''), [html, sanitize, hintId]);

  if (clean.trim() !== '') {
    return (
      <>
        <RichTextRoot className={className} data-rich-text="" dangerouslySetInnerHTML={{ __html: clean }} />
        {clean.includes(`aria-describedby="${hintId}"`) && (
          <span id={hintId} hidden>
            {richTextTexts.newWindow}
          </span>
        )}
      </>
    );
  }
  if (text && text.trim() !== '') {
    return (
      <PlainTextRoot className={className} data-rich-text="">
        {text}
      </PlainTextRoot>
    );
  }
  if (empty !== undefined) return <>{empty}</>;
  return <EmptyState kind="noContent" height={160} />;
}
