import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../testing/axe';
import { ThemeProvider } from '../ThemeProvider';
import { RichText } from './RichText';
import { executableLeftovers, hostileInputs } from './hostileHtml';
import { sanitizeHtml } from './sanitizeHtml';

const notice = `
  <h1>关于开展2026年度网络培训的通知</h1>
  <p style="text-indent:2em;color:#fff;font-size:8px">各单位：现将有关事项<strong>通知</strong>如下，请<em>认真</em>组织学习。</p>
  <h3>一、培训时间</h3>
  <ol><li>报名：3月1日至3月15日</li><li>学习：3月16日至6月30日</li></ol>
  <table><thead><tr><th>课程</th><th>学时</th></tr></thead><tbody><tr><td>党史学习</td><td>2</td></tr></tbody></table>
  <blockquote>学习不少于 50 学时。</blockquote>
  <p><img src="data:image/png;base64,iVBORw0KGgo=" alt="培训海报"> <img src="/upload/banner.jpg"></p>
  <p>
    <a href="https://www.example.org/guide">操作指南</a>
    <a href="/content#/informationDetail?id=12">相关通知</a>
    <a href="mailto:peixun@example.cn">邮件咨询</a>
    <a href="tel:010-12345678">电话咨询</a>
  </p>`;

describe('RichText', () => {
  it.each(hostileInputs)('renders %s with nothing executable left', (_name, html) => {
    const { container } = render(<RichText html={html} empty={null} />);
    expect(executableLeftovers(container)).toEqual([]);
  });

  it('keeps the formatting of ordinary content', () => {
    const { container } = render(<RichText html={notice} />);
    expect(screen.getByRole('heading', { level: 2, name: '关于开展2026年度网络培训的通知' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: '一、培训时间' })).toBeInTheDocument();
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('columnheader', { name: '学时' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '党史学习' })).toBeInTheDocument();
    expect(screen.getByText('通知').tagName).toBe('STRONG');
    expect(screen.getByText('认真').tagName).toBe('EM');
    expect(container.querySelector('blockquote')).toHaveTextContent('学习不少于 50 学时。');
    expect(screen.getByRole('img', { name: '培训海报' })).toHaveAttribute('src', 'data:image/png;base64,iVBORw0KGgo=');
    expect(container.querySelector('img[src="/upload/banner.jpg"]')).toHaveAttribute('alt', '');
    // The paragraph indent survives; colours and sizes that would fight the theme do not.
    expect(screen.getByText(/各单位/).getAttribute('style')).toBe('text-indent: 2em');
    // A legacy address leads to the page it names (docs/url-policy.md).
    expect(screen.getByRole('link', { name: '相关通知' })).toHaveAttribute('href', '/informationDetail?id=12');
    expect(screen.getByRole('link', { name: '邮件咨询' })).toHaveAttribute('href', 'mailto:peixun@example.cn');
    expect(screen.getByRole('link', { name: '电话咨询' })).toHaveAttribute('href', 'tel:010-12345678');
  });

  it('opens links to other sites in a new tab without handing it the portal', () => {
    render(<RichText html={notice} />);
    const external = screen.getByRole('link', { name: '操作指南' });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(external).toHaveAccessibleDescription('在新窗口打开');
    for (const name of ['相关通知', '邮件咨询', '电话咨询']) {
      expect(screen.getByRole('link', { name })).not.toHaveAttribute('target');
    }
  });

  it('leaves the words of a link whose address fails the URL policy, without the link', () => {
    render(<RichText html={'<p><a href="/content#/.//evil.example/x">通知附件</a> <a href="//evil.example">外链</a> <a href="#part2">第二部分</a></p>'} />);
    expect(screen.queryByRole('link', { name: '通知附件' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '外链' })).not.toBeInTheDocument();
    expect(screen.getByText('通知附件')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '第二部分' })).toHaveAttribute('href', '#part2');
  });

  it('lets the keyboard reach every link in the content', async () => {
    const user = userEvent.setup();
    render(<RichText html={notice} />);
    await user.tab();
    expect(screen.getByRole('link', { name: '操作指南' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: '相关通知' })).toHaveFocus();
  });

  it('shows plain text as text, line breaks kept', () => {
    render(<RichText text={'第一行 <b>不是标签</b>\n第二行'} />);
    const text = screen.getByText(/第一行/);
    expect(text.textContent).toBe('第一行 <b>不是标签</b>\n第二行');
    expect(text.querySelector('b')).toBeNull();
    expect(text).toHaveStyle({ whiteSpace: 'pre-wrap' });
  });

  it('renders a 10,000-character text in full', () => {
    const long = '学'.repeat(9_991) + '习结束标记0123';
    expect(long).toHaveLength(10_000);
    render(<RichText text={long} />);
    expect(screen.getByText(long).textContent).toHaveLength(10_000);
  });

  it('renders a 10,000-character notice in full', () => {
    const body = '通知正文'.repeat(2_500);
    const { container } = render(<RichText html={`<p>${body}</p>`} />);
    expect(container.querySelector('p')?.textContent).toHaveLength(10_000);
  });

  it('says 暂无内容 when there is nothing to show, or shows what it is given', () => {
    const { rerender, container } = render(<RichText html="" text="  " />);
    expect(screen.getByText('暂无内容')).toBeVisible();
    rerender(<RichText html="<script>alert(1)</script>" />);
    expect(screen.getByText('暂无内容')).toBeVisible();
    rerender(<RichText html={null} empty={null} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('sanitises on its own, binding to the current window', () => {
    expect(sanitizeHtml('<p onclick="alert(1)">正文</p><script>alert(1)</script>')).toBe('<p>正文</p>');
    expect(sanitizeHtml('')).toBe('');
    expect(sanitizeHtml('<h1 title="标题">标题</h1>')).toBe('<h2 title="标题">标题</h2>');
  });

  it('has no accessibility violations', async () => {
    const { container } = render(
      <ThemeProvider>
        <RichText html={notice} />
        <RichText text={'第一行\n第二行'} />
        <RichText />
      </ThemeProvider>,
    );
    await expectNoAxeViolations(container);
  });
});
