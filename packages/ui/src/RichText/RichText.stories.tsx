import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { executableLeftovers, hostileInputs } from './hostileHtml';
import { RichText } from './RichText';

const poster = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="160" viewBox="0 0 480 160"><rect width="480" height="160" fill="#fdeded"/><text x="240" y="92" font-size="32" text-anchor="middle" fill="#a30304">2026年度网络培训</text></svg>',
)}`;

const notice = `
  <h1>关于开展2026年度网络培训的通知</h1>
  <p style="text-indent:2em">各单位：为进一步提高干部队伍素质，经研究，决定开展2026年度网络培训。现将有关事项<strong>通知</strong>如下，请<em>认真</em>组织学习。</p>
  <h3>一、培训安排</h3>
  <ol>
    <li>报名时间：3月1日至3月15日；</li>
    <li>学习时间：3月16日至6月30日；</li>
    <li>考试时间：7月1日至7月10日。</li>
  </ol>
  <h3>二、学时要求</h3>
  <table>
    <caption>各类学员学时要求</caption>
    <thead><tr><th scope="col">学员类别</th><th scope="col">必修学时</th><th scope="col">选修学时</th></tr></thead>
    <tbody>
      <tr><td>处级干部</td><td>30</td><td>20</td></tr>
      <tr><td>科级及以下</td><td>25</td><td>25</td></tr>
    </tbody>
  </table>
  <blockquote>全年学习不少于 50 学时，其中必修课不少于 25 学时。</blockquote>
  <p><img src="${poster}" alt="2026年度网络培训海报" width="480" height="160"></p>
  <h3>三、联系方式</h3>
  <ul>
    <li>操作问题请查看<a href="https://www.example.org/guide">学员操作指南</a>；</li>
    <li>往期通知见<a href="/content#/information">通知公告</a>；</li>
    <li>邮箱：<a href="mailto:peixun@example.cn">peixun@example.cn</a>，电话：<a href="tel:010-12345678">010-12345678</a>。</li>
  </ul>`;

const hostile = `
  <p>以下内容来自不可信的来源：</p>
  <script>alert('script')</script>
  <img src="x" onerror="alert('onerror')" alt="损坏的图片">
  <p><a href="javascript:alert('link')">伪装的链接</a> <a href="&#106;avascript:alert(1)">编码的链接</a></p>
  <svg onload="alert('svg')"><script>alert('svg script')</script></svg>
  <iframe src="https://evil.example/"></iframe>
  <form action="javascript:alert(1)"><button formaction="javascript:alert(1)">提交</button></form>
  <div style="background:url(javascript:alert('css'))">带背景的段落</div>
  <meta http-equiv="refresh" content="0;url=https://evil.example/">
  <style>body { display: none }</style>
  <p>正文到此结束。</p>`;

const meta = {
  title: 'Content/RichText',
  component: RichText,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof RichText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Notice: Story = {
  args: { html: notice },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: '关于开展2026年度网络培训的通知' })).toBeVisible();
    await expect(canvas.getByRole('table', { name: '各类学员学时要求' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: '2026年度网络培训海报' }).getBoundingClientRect().width).toBeLessThanOrEqual(480);
  },
};

export const NoticeInteraction: Story = {
  ...Notice,
  name: 'Test: Notice',
  tags: ['!autodocs', 'interaction'],
  play: async (context) => {
    await Notice.play!(context);
    const { canvas } = context;
    await userEvent.tab();
    const guide = canvas.getByRole('link', { name: '学员操作指南' });
    await expect(guide).toHaveFocus();
    await expect(guide).toHaveAttribute('target', '_blank');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: '通知公告' })).toHaveFocus();
  },
};

export const HostileContent: Story = {
  args: { html: hostile },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('正文到此结束。')).toBeVisible();
    await expect(canvasElement.querySelectorAll('script, iframe, form, button, style, meta, svg')).toHaveLength(0);
    const attributes = Array.from(canvasElement.querySelectorAll('[data-rich-text] *')).flatMap((element) => Array.from(element.attributes));
    await expect(attributes.filter((attribute) => attribute.name.startsWith('on'))).toEqual([]);
    await expect(attributes.filter((attribute) => /^\s*javascript:/i.test(attribute.value))).toEqual([]);
  },
};

export const PlainText: Story = {
  args: {
    text: '各位学员：\n系统将于本周六 22:00 至 24:00 进行维护，届时暂停学习记录。\n请合理安排学习时间。',
  },
  play: async ({ canvas }) => {
    const text = canvas.getByText(/各位学员/);
    await expect(text.getClientRects().length).toBeGreaterThan(0);
    // Three lines, not one run-on paragraph.
    await expect(text.getBoundingClientRect().height).toBeGreaterThan(3 * 14);
  },
};

export const Empty: Story = {
  args: { html: '', text: '' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无内容')).toBeVisible();
  },
};

export const NoticeBlueTheme: Story = {
  args: { html: notice },
  globals: { theme: 'blue' },
};

export const NoticeElderMode: Story = {
  args: { html: notice },
  globals: { elder: true },
  play: async ({ canvas }) => {
    const paragraph = canvas.getByText(/各单位/);
    await expect(getComputedStyle(paragraph).fontSize).toBe('18px');
  },
};

/** Every hostile input of the unit tests, cleaned by this browser's own sanitiser and the kit's allow-lists. */
export const EveryHostileInput: Story = {
  render: () => (
    <ol>
      {hostileInputs.map(([name, html]) => (
        <li key={name}>
          <RichText html={`<p>${name}之前的正文</p>${html}`} empty={null} />
        </li>
      ))}
    </ol>
  ),
  play: async ({ canvas, canvasElement }) => {
    for (const [name] of hostileInputs) await expect(canvas.getByText(`${name}之前的正文`)).toBeInTheDocument();
    await expect(executableLeftovers(canvasElement)).toEqual([]);
  },
};
