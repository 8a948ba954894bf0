/**
 * Hostile server HTML, and a check that nothing executable is left of it. Shared by the unit
 * tests (the DOMPurify engine, in jsdom) and the stories (the browser's own sanitiser, in Chromium).
 */
export const hostileInputs: [string, string][] = [
  ['a script element', '<p>通知</p><script>alert(1)</script>'],
  ['an image error handler', '<img src=x onerror=alert(1)>'],
  ['a javascript: link', '<a href="javascript:alert(1)">点我</a>'],
  ['a mixed-case javascript: link', '<a href="JaVaScRiPt:alert(1)">点我</a>'],
  ['an entity-encoded javascript: link', '<a href="&#106;avascript:alert(1)">点我</a>'],
  ['a javascript: link split by a tab', '<a href="java&#x09;script:alert(1)">点我</a>'],
  ['a vbscript: link', '<a href=" vbscript:msgbox(1)">点我</a>'],
  ['a script inside SVG', '<svg><script>alert(1)</script></svg>'],
  ['an SVG load handler', '<svg onload=alert(1)><circle r="10"/></svg>'],
  ['an SVG xlink:href', '<svg><a xlink:href="javascript:alert(1)"><text y="20">点我</text></a></svg>'],
  ['an iframe', '<iframe src="https://evil.example/"></iframe>'],
  ['a form button with formaction', '<form><button formaction=javascript:alert(1)>提交</button></form>'],
  ['a form action', '<form action="javascript:alert(1)"><input type=submit value="提交"></form>'],
  ['an autofocus input handler', '<input onfocus=alert(1) autofocus>'],
  ['a style url()', '<div style="background:url(javascript:alert(1))">背景</div>'],
  ['an escaped style url()', '<p style="text-align:center;background-image:u\\rl(javascript:alert(1))">居中</p>'],
  ['MathML namespace confusion', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>'],
  ['a noscript breakout', '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>'],
  ['a meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
  ['a style element', "<style>@import 'https://evil.example/x.css'; body { display: none }</style><p>正文</p>"],
  ['an object', '<object data="javascript:alert(1)"></object>'],
  ['an embed', '<embed src="javascript:alert(1)">'],
  ['a body load handler', '<body onload=alert(1)>正文</body>'],
  ['a details toggle handler', '<details open ontoggle=alert(1)><summary>详情</summary></details>'],
  ['a data:text/html link', '<a href="data:text/html,<script>alert(1)</script>">链接</a>'],
  ['a data:text/html image', '<img src="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==" alt="图">'],
  ['a javascript: srcset', '<img src="/a.png" srcset="javascript:alert(1) 1x" alt="图">'],
  ['a click handler on a link', '<a href="https://example.org/" onclick="alert(1)">外部链接</a>'],
];

const urlAttributes = ['href', 'src', 'action', 'formaction', 'xlink:href', 'srcset', 'data', 'background', 'poster'];
const forbiddenElements = 'script, iframe, frame, object, embed, form, input, button, textarea, select, style, meta, link, base, svg, math';

/** What in the rendered content could still run, fetch or submit something; empty when inert. */
export function executableLeftovers(root: Element): string[] {
  const found = Array.from(root.querySelectorAll(forbiddenElements)).map((element) => `<${element.localName}>`);
  for (const element of Array.from(root.querySelectorAll('*'))) {
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      // Browsers ignore whitespace and control characters inside a scheme, so compare without them.
      // eslint-disable-next-line no-control-regex
      const value = attribute.value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
      const described = `${element.localName} ${attribute.name}="${attribute.value}"`;
      if (name.startsWith('on')) found.push(described);
      else if (urlAttributes.includes(name) && /^(javascript:|vbscript:|data:text\/html)/.test(value)) found.push(described);
      else if (name === 'style' && /url\(|u\\rl|expression\(|javascript:/.test(value)) found.push(described);
    }
  }
  return found;
}
