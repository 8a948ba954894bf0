// Renders every component of the built kit on a server, the way a tenant's Next.js or Node
// page would: plain Node ESM, the published `dist`, styled-components' ServerStyleSheet, and no
// `window` or `document` at all, so a component that reaches for either while rendering fails
// here. Also checks that the built files that need a browser say "use client" for React Server
// Components. Run by `npm test` after the build (`pnpm server-render`).
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createElement as h, Fragment } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { clientOnly } from './markClientModules.mjs';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const failures = [];
const fail = (message) => failures.push(message);

if (typeof window !== 'undefined' || typeof document !== 'undefined') throw new Error('run this check in plain Node, without a DOM');

const ui = await import(join(dist, 'index.js'));
const noop = () => undefined;
const crumbs = [{ label: '首页', href: '/admin/' }, { label: '通知公告' }];
const sidebar = [{ path: '/notices', title: '通知公告' }, { path: '/suggestions', title: '意见建议' }];
const hostile = '<img src=x onerror="alert(1)"><script>alert(2)</script><p>学习通知</p>';

/** One element per exported component, with the props a page would give it. */
const page = [
  h(ui.Button, { variant: 'primary' }, '开始学习'),
  h(ui.EmptyState, {}),
  h(ui.Footer, { lines: ['主办单位：某学院', '技术支持：某公司'] }),
  h(ui.Header, { title: '干部网络学院', initialKeyword: '党纪' }),
  h(ui.PhoneHeader, { title: '干部网络学院' }),
  h(ui.TopMenu, { entries: [{ kind: 'link', id: 'home', label: '首页', href: '/index' }], activeId: 'home' }),
  h(ui.Input, { 'aria-label': '姓名', defaultValue: '张明' }),
  h(ui.Input, { 'aria-label': '密码', type: 'password' }),
  h(ui.Checkbox, { label: '记住我' }),
  h(ui.Radio, { label: '单选', name: 'choice' }),
  h(ui.QRCode, { value: 'https://portal.example.cn/share?id=c01' }),
  h(ui.RichText, { html: hostile }),
  h(ui.VideoFrame, { src: '/lecture.webm' }),
  h(ui.Countdown, { endsAt: Date.UTC(2030, 0, 1) }),
  h(ui.BackToTop, {}),
  h(ui.FloatingToolbar, { helpHref: '/operateGuide', questionnaireHref: '/previewList', user: { name: '张明' }, defaultPanelOpen: true }),
  h(ui.FloatingToolbar, { helpHref: '/operateGuide', questionnaireHref: '/previewList', device: 'mobile', defaultPanelOpen: true }),
  h(ui.PortalLayout, { header: h(ui.Header, { title: '干部网络学院' }), navigation: h(ui.TopMenu, { entries: [] }) }, h('h1', {}, '课程推荐')),
  h(ui.PortalLayout, { header: h(ui.PhoneHeader, { title: '干部网络学院' }), device: 'mobile', defaultMenuOpen: true, navigation: h(ui.TopMenu, { entries: [] }) }),
  h(ui.CountdownButton, { onRequest: () => true }, '获取验证码'),
  h(ui.Dialog, { open: true, title: '修改密码' }, '内容'),
  h(ui.MessageBox, { open: true, message: '确定退出？', onConfirm: noop }),
  h(ui.Toast, { kind: 'success', message: '已保存' }),
  h(ui.Popover, { label: '扫码', trigger: (props) => h('button', { type: 'button', ...props }, '移动端'), content: '二维码' }),
  h(ui.Image, { src: '/cover.png', alt: '封面' }),
  h(ui.Tag, {}, '已完成'),
  h(ui.Rating, { value: 4 }),
  h(ui.Badge, { count: 5 }, '我的消息'),
  h(ui.ProgressBar, { value: 40 }),
  h(ui.Skeleton, {}),
  h(ui.CourseCard, { name: '领导干部心理健康' }),
  h(ui.ClassCard, { name: '数字政府建设专题研修班' }),
  h(ui.TopicCard, { name: '党纪学习教育' }),
  h(ui.CardCollection, { items: ['a'], getKey: (item) => item, renderItem: (item) => h('p', {}, item) }),
  h(ui.Select, { 'aria-label': '年度', options: [{ value: '2026', label: '2026年' }], value: '2026', onChange: noop }),
  h(ui.FormItem, { label: '手机号' }, h(ui.Input, {})),
  h(ui.CaptchaField, { value: '', onChange: noop, onRefresh: noop }),
  h(ui.Breadcrumb, { items: crumbs }),
  h(ui.Tabs, { label: '学习中心', items: [{ value: 'a', label: '我的课程', content: '课程' }] }),
  h(ui.Pagination, { page: 1, pageSize: 10, total: 42, onChange: noop }),
  h(ui.Sidebar, { items: sidebar }),
  h(ui.Navbar, { sidebarOpen: true, onToggleSidebar: noop, breadcrumb: crumbs, userName: '管理员', onLogout: noop }),
  h(ui.ShellLayout, { sidebarItems: sidebar, breadcrumb: crumbs, userName: '管理员', onLogout: noop, footerLines: ['某学院'] }, '页面'),
  h(ui.Table, { caption: '学时', columns: [{ key: 'name', title: '课程' }], rows: [{ name: '党史' }], rowKey: 'name' }),
  h(ui.UkeyPinDialog, { open: true, onSubmit: noop, onCancel: noop }),
  h(ui.BarChart, { title: '月度学时', summary: '三月最多', categories: ['1月', '2月'], series: [{ label: '学时', values: [2, 3] }], categoryHeader: '月份' }),
  h(ui.RingChart, { value: 18.5, max: 50, label: '年度学时' }),
  h(ui.Card, {}, h('p', {}, '卡片内容')),
  h(ui.Figures, { 'aria-label': '学习概况' }, h(ui.Figure, { label: '累计学时', value: '37.5' })),
  h(ui.CardSkeleton, {}),
  h(ui.CheckboxGroup, { legend: '课程类型', options: [{ value: 'a', label: '必修' }, { value: 'b', label: '选修' }], defaultValue: ['a'] }),
  h(ui.RadioGroup, { label: '性别', options: [{ value: 'm', label: '男' }, { value: 'f', label: '女' }], defaultValue: 'm' }),
  h(ui.Loading, { label: '正在加载课程' }, h(ui.Skeleton, {})),
  h(ui.SkeletonGroup, { label: '正在加载通知' }, h(ui.Skeleton, {})),
  h(ui.TextArea, { 'aria-label': '建议内容', defaultValue: '希望增加离线下载' }),
  h(ui.VisuallyHidden, {}, '仅读屏可见'),
  h(ui.LinkProvider, { component: (props) => h('a', props) }, h(ui.Breadcrumb, { items: crumbs })),
  h(ui.UiMessagesProvider, { messages: {} }, h(ui.EmptyState, {})),
];

// The list above is held to the kit: every component the kit exports is rendered, or named
// here as one that renders nothing of its own.
const notRendered = new Set(['ThemeProvider', 'ToastProvider', 'MessageBoxProvider']);
const rendered = new Set(page.flatMap(function typesOf(element) {
  const children = [element.props?.children].flat().filter((child) => child && typeof child === 'object' && 'type' in child);
  return [element.type, ...children.flatMap(typesOf)];
}));
const components = Object.entries(ui).filter(([name, value]) => /^[A-Z]/.test(name) && (typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value)));
for (const [name, component] of components) {
  if (!notRendered.has(name) && !rendered.has(component)) fail(`${name} is exported by the kit but not rendered by this check: add it to the page above`);
}

const sheet = new ServerStyleSheet();
let html = '';
try {
  html = renderToString(
    sheet.collectStyles(
      h(ui.ThemeProvider, {}, h(ui.ToastProvider, {}, h(ui.MessageBoxProvider, {}, h(Fragment, {}, ...page.map((element, index) => h(Fragment, { key: index }, element)))))),
    ),
  );
} catch (error) {
  fail(`rendering on the server failed: ${error instanceof Error ? error.stack : String(error)}`);
}
const styles = sheet.getStyleTags();
sheet.seal();

if (html) {
  if (!styles.includes('data-styled')) fail('ServerStyleSheet collected no styles');
  if (!html.includes('开始学习') || !html.includes('领导干部心理健康')) fail('the rendered page lacks the components’ text');
  if (/<script|onerror=/i.test(html)) fail('RichText let markup through on the server');
}

// React Server Components: a module that uses state, effects or context must be marked as
// client code, or a server page that imports the kit fails to build.
for (const file of readdirSync(dist, { recursive: true })) {
  if (!String(file).endsWith('.js')) continue;
  const source = readFileSync(join(dist, String(file)), 'utf8');
  if (clientOnly.test(source) && !/^["']use client["'];?/.test(source)) fail(`dist/${file} uses React on the client but does not start with "use client"`);
}

if (failures.length > 0) {
  console.error(`✖ The kit does not render on a server:\n${failures.map((line) => `  - ${line}`).join('\n')}`);
  process.exit(1);
}
console.log(`✔ Every kit component renders in plain Node (${page.length} elements, ${Math.round(html.length / 1024)} KB of HTML), and the client modules say "use client".`);
