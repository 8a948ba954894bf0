// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { browserSanitizeHtml } from './browserSanitizeHtml';
import { executableLeftovers, hostileInputs } from './hostileHtml';

type WithSetHtml = { setHTML?: (this: Element, html: string) => void };
const elementPrototype = Element.prototype as WithSetHtml;

/**
 * jsdom has no HTML Sanitizer API. This stand-in only parses, as a browser's setHTML would
 * before its safe default acts, so these tests show what the portal's own allow-lists remove;
 * the stories show the browser's sanitiser and the allow-lists together in Chromium.
 */
function parseOnlySetHtml() {
  elementPrototype.setHTML = function setHTML(html) {
    this.innerHTML = html;
  };
}

function cleaned(html: string) {
  const holder = document.createElement('div');
  holder.innerHTML = browserSanitizeHtml(html, { newWindowHintId: 'hint' }) ?? 'no sanitiser';
  return holder;
}

describe('browserSanitizeHtml', () => {
  afterEach(() => {
    delete elementPrototype.setHTML;
  });

  it('leaves the job to DOMPurify where the browser has no sanitiser of its own', () => {
    expect(browserSanitizeHtml('<p>正文</p>')).toBeUndefined();
  });

  it.each(hostileInputs)('narrows %s to nothing executable, even on a bare parse', (_name, html) => {
    parseOnlySetHtml();
    expect(executableLeftovers(cleaned(html))).toEqual([]);
  });

  it('keeps the words of elements it does not allow, but not those of scripts and styles', () => {
    parseOnlySetHtml();
    const holder = cleaned('<section><font color="red">通知</font>正文</section><style>p{}</style><script>x()</script><form><button>提交</button></form>');
    expect(holder.innerHTML).toBe('通知正文提交');
  });

  it('keeps ordinary formatting, safe addresses and the paragraph indent, and finishes links and headings', () => {
    parseOnlySetHtml();
    const holder = cleaned(
      '<h1 title="标题">标题</h1><p style="text-indent:2em;color:red" class="x">段落<a href="https://example.org/">外部</a><a href="/content">站内</a><a href=" vbscript:x">坏</a></p><img src="data:image/png;base64,AA==">',
    );
    expect(holder.innerHTML).toBe(
      '<h2 title="标题">标题</h2><p style="text-indent: 2em">段落<a href="https://example.org/" target="_blank" rel="noopener noreferrer" aria-describedby="hint">外部</a><a href="/content">站内</a><a>坏</a></p><img src="data:image/png;base64,AA==" alt="">',
    );
  });
});
