import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../testing/axe';
import { ThemeProvider } from '../ThemeProvider';
import { FloatingToolbar, type FloatingToolbarProps } from './FloatingToolbar';

const base: FloatingToolbarProps = {
  helpHref: '/operateGuide',
  surveysHref: '/previewList',
  manualUrl: '/manual.pdf',
  showBackToTop: false,
};

const renderToolbar = (props: Partial<FloatingToolbarProps> = {}) =>
  render(
    <ThemeProvider elderModeStore={{ read: () => false, write: () => undefined }}>
      <FloatingToolbar {...base} {...props} />
    </ThemeProvider>,
  );

describe('FloatingToolbar', () => {
  it('offers learner login, admin login, manual, help and surveys when signed out', async () => {
    const onLearnerLogin = vi.fn();
    const onAdminLogin = vi.fn();
    renderToolbar({ onLearnerLogin, onAdminLogin });
    const toolbar = screen.getByRole('complementary', { name: '快捷工具' });
    await userEvent.click(within(toolbar).getByRole('button', { name: '学员登录' }));
    await userEvent.click(within(toolbar).getByRole('button', { name: '管理员登录' }));
    expect(onLearnerLogin).toHaveBeenCalledTimes(1);
    expect(onAdminLogin).toHaveBeenCalledTimes(1);
    expect(within(toolbar).getByRole('link', { name: '学员手册' })).toHaveAttribute('target', '_blank');
    expect(within(toolbar).getByRole('link', { name: '帮助中心' })).toHaveAttribute('href', '/operateGuide');
    expect(within(toolbar).getByRole('link', { name: '调查问卷' })).toHaveAttribute('href', '/previewList');
  });

  it.each(['data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)', 'javascript:alert(1)', '//evil.example/manual'])(
    'offers no manual link for the configured address %s, which the URL policy refuses',
    (manualUrl) => {
      renderToolbar({ manualUrl });
      expect(screen.queryByRole('link', { name: '学员手册' })).not.toBeInTheDocument();
    },
  );

  it('links the manual on another site, in a new tab', () => {
    renderToolbar({ manualUrl: 'https://docs.example.gov.cn/manual.pdf' });
    expect(screen.getByRole('link', { name: '学员手册' })).toHaveAttribute('href', 'https://docs.example.gov.cn/manual.pdf');
  });

  it('leaves out the mobile entry without app builds, and shows their codes on focus', async () => {
    const { unmount } = renderToolbar();
    expect(screen.queryByRole('button', { name: '移动端' })).not.toBeInTheDocument();
    unmount();
    renderToolbar({ appVersions: [{ type: 'Android', qrCodeUrl: '/android.png' }, { type: 'iOS', qrCodeUrl: '/ios.png' }] });
    fireEvent.focus(screen.getByRole('button', { name: '移动端' }));
    expect(await screen.findByRole('img', { name: 'Android 扫码下载移动端' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'iOS 扫码下载移动端' })).toBeInTheDocument();
  });

  it('shows 已登录 for a signed-in learner and opens and collapses the personal panel from the keyboard', async () => {
    const onStudyCentre = vi.fn();
    const onLogout = vi.fn();
    renderToolbar({ user: { name: '张三' }, yearHours: { year: 2026, hours: 36.5 }, onStudyCentre, onLogout });
    const toggle = screen.getByRole('button', { name: '已登录' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', { name: '欢迎您，张三' });
    expect(panel).toHaveTextContent('2026年度学时：36.5 学时');
    expect(within(panel).queryByRole('button', { name: '中国干部网络学院' })).not.toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: '学习中心' }));
    await userEvent.click(within(panel).getByRole('button', { name: '退出登录' }));
    expect(onStudyCentre).toHaveBeenCalledTimes(1);
    expect(onLogout).toHaveBeenCalledTimes(1);
    await userEvent.click(toggle);
    expect(screen.queryByRole('region', { name: '欢迎您，张三' })).not.toBeInTheDocument();
  });

  it('offers the external academy in the panel when enabled', async () => {
    const onExternalAcademy = vi.fn();
    renderToolbar({ user: { name: '张三' }, showExternalAcademy: true, defaultPanelOpen: true, onExternalAcademy });
    await userEvent.click(screen.getByRole('button', { name: '中国干部网络学院' }));
    expect(onExternalAcademy).toHaveBeenCalledTimes(1);
  });

  it('switches the elder-friendly mode for the whole page', async () => {
    renderToolbar();
    const toggle = screen.getByRole('button', { name: '长者模式' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(toggle.closest('[data-theme]')).toHaveAttribute('data-elder', 'true');
  });

  it('hands plain clicks on portal links to the app', async () => {
    const onNavigate = vi.fn((_href: string, event: { preventDefault(): void }) => event.preventDefault());
    renderToolbar({ onNavigate });
    await userEvent.click(screen.getByRole('link', { name: '帮助中心' }));
    expect(onNavigate).toHaveBeenCalledWith('/operateGuide', expect.anything());
  });

  it('has no accessibility violations, signed out or with the panel open', async () => {
    const { container, unmount } = renderToolbar();
    await expectNoAxeViolations(container);
    unmount();
    const open = renderToolbar({ user: { name: '张三' }, yearHours: { year: 2026, hours: 12 }, defaultPanelOpen: true, showExternalAcademy: true });
    await expectNoAxeViolations(open.container);
  });
  it('shows a signed-in learner 我的消息 with the unread letters, on it and on the panel’s 学习中心', async () => {
    const onNavigate = vi.fn((_href: string, event: { preventDefault: () => void }) => event.preventDefault());
    const { rerender } = renderToolbar({ user: { name: '张三' }, lettersHref: '/messageCenter', unreadLetters: 5, onNavigate });
    const letters = screen.getByRole('link', { name: '我的消息 5 条未读' });
    expect(letters).toHaveAttribute('href', '/messageCenter');
    await userEvent.click(letters);
    expect(onNavigate).toHaveBeenCalledWith('/messageCenter', expect.anything());
    await userEvent.click(screen.getByRole('button', { name: '已登录' }));
    expect(screen.getByRole('button', { name: '学习中心 5 条未读' })).toBeInTheDocument();
    // Read them all: the badges go, the entry stays.
    rerender(
      <ThemeProvider elderModeStore={{ read: () => false, write: () => undefined }}>
        <FloatingToolbar {...base} user={{ name: '张三' }} lettersHref="/messageCenter" unreadLetters={0} defaultPanelOpen />
      </ThemeProvider>,
    );
    expect(screen.getByRole('link', { name: '我的消息' })).toBeInTheDocument();
  });

  it('still takes the former prop names, questionnaireHref and messagesHref, for one release', () => {
    render(
      <ThemeProvider elderModeStore={{ read: () => false, write: () => undefined }}>
        <FloatingToolbar helpHref="/operateGuide" questionnaireHref="/previewList" user={{ name: '张三' }} messagesHref="/messageCenter" showBackToTop={false} />
      </ThemeProvider>,
    );
    const toolbar = screen.getByRole('complementary', { name: '快捷工具' });
    expect(within(toolbar).getByRole('link', { name: '调查问卷' })).toHaveAttribute('href', '/previewList');
    expect(within(toolbar).getByRole('link', { name: /我的消息/ })).toHaveAttribute('href', '/messageCenter');
  });

  it('leaves out 调查问卷 when given no survey list', () => {
    renderToolbar({ surveysHref: undefined });
    const toolbar = screen.getByRole('complementary', { name: '快捷工具' });
    expect(within(toolbar).queryByRole('link', { name: '调查问卷' })).toBeNull();
    expect(within(toolbar).getByRole('link', { name: '帮助中心' })).toBeVisible();
  });

  it('has no 我的消息 entry for a visitor', () => {
    renderToolbar({ lettersHref: '/messageCenter', unreadLetters: 3 });
    expect(screen.queryByRole('link', { name: /我的消息/ })).not.toBeInTheDocument();
  });

  it('on a phone is one button that opens every entry as a sheet and closes it once one is followed', async () => {
    const onNavigate = vi.fn((_href: string, event: { preventDefault: () => void }) => event.preventDefault());
    renderToolbar({ device: 'mobile', user: { name: '张三' }, lettersHref: '/messageCenter', unreadLetters: 2, onNavigate });
    const toolbar = screen.getByRole('complementary', { name: '快捷工具' });
    expect(within(toolbar).getAllByRole('button')).toHaveLength(1);
    await userEvent.click(within(toolbar).getByRole('button', { name: '工具 2 条未读' }));
    const sheet = screen.getByRole('dialog', { name: '快捷工具' });
    expect(within(sheet).getByRole('heading', { name: '欢迎您，张三' })).toBeInTheDocument();
    // The elder mode switch keeps the sheet open, so the learner sees it take effect.
    await userEvent.click(within(sheet).getByRole('button', { name: '长者模式' }));
    expect(screen.getByRole('dialog', { name: '快捷工具' })).toBeInTheDocument();
    await userEvent.click(within(sheet).getByRole('link', { name: '帮助中心' }));
    expect(onNavigate).toHaveBeenCalledWith('/operateGuide', expect.anything());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('on a phone offers admin sign-in at the foot of the sheet, after the learner’s entries', async () => {
    const onAdminLogin = vi.fn();
    renderToolbar({ device: 'mobile', onAdminLogin });
    await userEvent.click(screen.getByRole('button', { name: '工具' }));
    const sheet = screen.getByRole('dialog', { name: '快捷工具' });
    expect(within(within(sheet).getByRole('list')).queryByRole('button', { name: '管理员登录' })).not.toBeInTheDocument();
    await userEvent.click(within(sheet).getByRole('button', { name: '管理员登录' }));
    expect(onAdminLogin).toHaveBeenCalledTimes(1);
  });
});
