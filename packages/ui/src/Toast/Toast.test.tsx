import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../testing/axe';
import { ThemeProvider } from '../ThemeProvider';
import { Toast } from './Toast';
import { ToastProvider, useToast, type ToastApi } from './ToastProvider';

let toast: ToastApi;
function CaptureApi() {
  const api = useToast();
  useEffect(() => {
    toast = api;
  }, [api]);
  return null;
}

const renderProvider = () =>
  render(
    <ThemeProvider>
      <ToastProvider>
        <CaptureApi />
      </ToastProvider>
    </ThemeProvider>,
  );

const shown = () => within(screen.getByRole('region', { name: '通知' })).getAllByRole('listitem').map((item) => item.textContent);
const setupUser = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
/** The visible stack loads with the first toast; let that import settle (no time passes). */
const stackLoaded = () => act(async () => {
  await import('./ToastStack');
});

describe('ToastProvider', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('says when a toast is on screen: after the stack has drawn it, not when it was asked for', async () => {
    renderProvider();
    let id = '';
    let onScreen = false;
    act(() => {
      id = toast.warning('您的账号已在别处登录');
    });
    void toast.shown(id).then(() => (onScreen = true));
    await act(async () => {
      await Promise.resolve();
    });
    expect(onScreen).toBe(false);
    await stackLoaded();
    // Two frames after the stack first draws it.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(50);
    });
    expect(screen.getByText('您的账号已在别处登录', { selector: 'li *' })).toBeInTheDocument();
    expect(onScreen).toBe(true);
    await expect(toast.shown(id)).resolves.toBeUndefined();
  });

  it('dismisses a toast after 3 s, an error after 5 s, and keeps one with duration 0', async () => {
    renderProvider();
    act(() => {
      toast.success('修改成功,请重新登录');
      toast.error('原密码错误');
      toast.info('正在访问中网院，请稍候', { duration: 0 });
    });
    await stackLoaded();
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.getByText('修改成功,请重新登录', { selector: 'li *' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('修改成功,请重新登录', { selector: 'li *' })).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByText('原密码错误', { selector: 'li *' })).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText('正在访问中网院，请稍候', { selector: 'li *' })).toBeInTheDocument();
  });

  it('pauses the timer while hovered and resumes with the time left', async () => {
    const user = setupUser();
    renderProvider();
    act(() => {
      toast.warning('当前用户登录状态不正确');
    });
    await stackLoaded();
    act(() => vi.advanceTimersByTime(2000));
    const message = screen.getByText('当前用户登录状态不正确', { selector: 'li *' });
    await user.hover(message);
    act(() => vi.advanceTimersByTime(10_000));
    expect(message).toBeInTheDocument();
    await user.unhover(message);
    act(() => vi.advanceTimersByTime(999));
    expect(message).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(message).not.toBeInTheDocument();
  });

  it('pauses while the focus is on a toast and closes it from the keyboard', async () => {
    const user = setupUser();
    renderProvider();
    act(() => {
      toast.info('第一条通知', { duration: 0 });
      toast.error('第二条通知');
    });
    await stackLoaded();
    await user.tab();
    expect(screen.getAllByRole('button', { name: '关闭通知' })[0]).toHaveFocus();
    act(() => vi.advanceTimersByTime(10_000));
    expect(shown()).toEqual(['第二条通知', '第一条通知']);
    await user.keyboard('{Enter}');
    expect(shown()).toEqual(['第一条通知']);
    // The focus moves on to the remaining toast rather than back to the top of the page.
    expect(screen.getByRole('button', { name: '关闭通知' })).toHaveFocus();
  });

  it('closes a toast from its close button and by id', async () => {
    const user = setupUser();
    renderProvider();
    let id = '';
    act(() => {
      toast.success('保存成功');
      id = toast.info('已复制链接', { duration: 0 });
    });
    await stackLoaded();
    await user.click(within(screen.getByText('保存成功', { selector: 'li *' }).closest('li')!).getByRole('button', { name: '关闭通知' }));
    expect(shown()).toHaveLength(1);
    act(() => toast.dismiss(id));
    expect(screen.queryByRole('region', { name: '通知' })).not.toBeInTheDocument();
  });

  it('shows the newest first and at most five', async () => {
    renderProvider();
    act(() => {
      for (let index = 1; index <= 6; index += 1) toast.info(`通知${index}`, { duration: 0 });
    });
    await stackLoaded();
    expect(shown()).toEqual(['通知6', '通知5', '通知4', '通知3', '通知2']);
  });

  it('announces success and info politely, warnings and errors assertively, from regions present beforehand', () => {
    renderProvider();
    const polite = screen.getByRole('status');
    const assertive = document.querySelector('[aria-live="assertive"]')!;
    expect(polite).toHaveAttribute('aria-live', 'polite');
    expect(polite).toBeEmptyDOMElement();
    expect(assertive).toBeEmptyDOMElement();
    act(() => {
      toast.success('插入UKEY');
      toast.warning('拔出UKEY');
    });
    expect(polite).toHaveTextContent('成功 插入UKEY');
    expect(polite).not.toHaveTextContent('拔出UKEY');
    expect(assertive).toHaveTextContent('警告 拔出UKEY');
    expect(document.querySelector('article, [role="alert"]')).toBeNull();
  });

  it('has no accessibility violations', async () => {
    renderProvider();
    act(() => {
      toast.success('修改成功,请重新登录');
      toast.error('网络错误，请稍后再试');
    });
    await stackLoaded();
    vi.useRealTimers();
    await expectNoAxeViolations(document.body);
  });

  it('needs a provider', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<CaptureApi />)).toThrow(/ToastProvider/);
    consoleError.mockRestore();
  });
});

describe('Toast', () => {
  it('names its kind and offers a close button only when it can be closed', async () => {
    const onClose = vi.fn();
    const { rerender } = render(<Toast kind="error" message="证书验证失败！！" onClose={onClose} />);
    expect(screen.getByRole('img', { name: '错误' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '关闭通知' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    rerender(<Toast kind="success" message="插入UKEY" />);
    expect(screen.getByRole('img', { name: '成功' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('ToastProvider without the stack’s code (offline, or a redeploy removed it)', () => {
  afterEach(() => {
    vi.doUnmock('./ToastStack');
    vi.resetModules();
  });

  it('keeps the page and announces the toast, and shows the stack once the network is back', async () => {
    vi.resetModules();
    const network = { up: false };
    vi.doMock('./ToastStack', async (importOriginal) => {
      if (!network.up) throw new TypeError('Failed to fetch dynamically imported module');
      return importOriginal();
    });
    const fresh = await import('./ToastProvider');
    const { ThemeProvider: FreshTheme } = await import('../ThemeProvider');
    let api: ToastApi | undefined;
    function Capture() {
      const value = fresh.useToast();
      useEffect(() => {
        api = value;
      }, [value]);
      return <p>试卷作答中</p>;
    }
    render(
      <FreshTheme>
        <fresh.ToastProvider>
          <Capture />
        </fresh.ToastProvider>
      </FreshTheme>,
    );
    await act(async () => {
      api!.error('网络已断开，请检查网络连接');
      await Promise.resolve();
    });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(screen.getByText('试卷作答中')).toBeInTheDocument();
    expect(document.body).toHaveTextContent('错误 网络已断开，请检查网络连接');
    expect(screen.queryByRole('region', { name: '通知' })).not.toBeInTheDocument();

    network.up = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByRole('region', { name: '通知' })).toHaveTextContent('网络已断开，请检查网络连接');
  });
});
