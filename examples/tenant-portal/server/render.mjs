// Renders the example's home page on a server, in plain Node ESM with no bundler, the way a
// tenant's own server would: the courses come from @study-portal/api's clients, answered by its
// fake backend in-process, and the page is drawn with @study-portal/ui and styled-components'
// ServerStyleSheet. Exits non-zero when the page lacks what it should hold.
import { mkdirSync, writeFileSync } from 'node:fs';
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { courseCardProps, createPortalClients, defaultPortalConfig, fetchNotices, fetchRecommendedCourses, loadSubSiteConfig, mergePortalConfig, themeOfSubSite } from '@study-portal/api';
import { createMockBackend } from '@study-portal/api/mocks';
import { CardCollection, CourseCard, Footer, Header, PortalLayout, ThemeProvider, TopMenu } from '@study-portal/ui';
import { setupServer } from 'msw/node';

if (typeof window !== 'undefined' || typeof document !== 'undefined') throw new Error('run this in plain Node, without a DOM');

const origin = 'http://academy.example.cn';
const backend = createMockBackend();
const server = setupServer(...backend.handlers);
server.listen({ onUnhandledRequest: 'error' });

let tenantId = '';
const clients = createPortalClients(
  mergePortalConfig(defaultPortalConfig, { pcApi: { prefix: `${origin}/pcApi/` }, liveApi: { prefix: `${origin}/apiLive` } }),
  { identity: { tenantId: () => tenantId, visitorId: () => 'server-render', token: () => '' } },
);

try {
  const subSite = await loadSubSiteConfig(clients.pc, origin);
  tenantId = subSite.tenantId;
  const [courses, notices] = await Promise.all([fetchRecommendedCourses(clients.pc), fetchNotices(clients.pc, { page: 1, pageSize: 5 })]);
  if (courses.length === 0) throw new Error('the fake backend returned no recommended courses');

  const page = h(
    ThemeProvider,
    { theme: themeOfSubSite(subSite) },
    h(
      PortalLayout,
      {
        header: h(Header, { title: '示例干部学院' }),
        navigation: h(TopMenu, { entries: [{ kind: 'link', id: 'home', label: '首页', href: '/' }], activeId: 'home' }),
        footer: h(Footer, { lines: ['主办单位：示例干部学院'] }),
      },
      h('h1', null, '推荐课程'),
      h(CardCollection, {
        items: courses,
        getKey: (course) => course.id,
        renderItem: (course) => h(CourseCard, { ...courseCardProps(course), href: `/course?id=${encodeURIComponent(course.id)}` }),
      }),
      h('h2', null, '通知公告'),
      h('ul', null, notices.items.map((notice) => h('li', { key: notice.id }, notice.title))),
    ),
  );

  const sheet = new ServerStyleSheet();
  let html;
  let styles;
  try {
    html = renderToString(sheet.collectStyles(page));
    styles = sheet.getStyleTags();
  } finally {
    sheet.seal();
  }

  const missing = [
    ...courses.filter((course) => !html.includes(escapeText(course.name))).map((course) => `course ${course.name}`),
    ...notices.items.filter((notice) => !html.includes(escapeText(notice.title))).map((notice) => `notice ${notice.title}`),
  ];
  if (missing.length > 0) throw new Error(`the rendered page lacks: ${missing.join(', ')}`);
  if (!styles.includes('--sp-color-primary')) throw new Error('the style sheet carries no theme variables');

  mkdirSync('dist-server', { recursive: true });
  writeFileSync('dist-server/index.html', `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8">${styles}</head><body>${html}</body></html>\n`);
  console.log(`✔ server-rendered ${courses.length} courses and ${notices.items.length} notices in the ${themeOfSubSite(subSite)} theme: ${html.length} characters of HTML, ${styles.length} of styles (dist-server/index.html)`);
} finally {
  server.close();
}

function escapeText(text) {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#x27;');
}
