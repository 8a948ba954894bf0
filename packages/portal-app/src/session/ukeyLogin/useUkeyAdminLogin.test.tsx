import { ApiProvider, createPortalClients, defaultPortalConfig } from '@study-portal/api';
import { MessageBoxProvider, ThemeProvider, ToastProvider, UkeyPinDialog } from '@study-portal/ui';
import { startUkeySimulator } from '@study-portal/ukey/simulator';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import NodeWebSocket from 'ws';
import type { UkeySocket } from '@study-portal/ukey';
import { useUkeyAdminLogin, type UseUkeyAdminLoginOptions } from './useUkeyAdminLogin';

function AdminUkeyLogin(props: UseUkeyAdminLoginOptions) {
  const ukey = useUkeyAdminLogin(props);
  return (
    <>
      <button type="button" onClick={ukey.start}>
        管理员登录
      </button>
      <UkeyPinDialog open={ukey.state.open} submitting={ukey.state.submitting} error={ukey.state.error} onSubmit={ukey.submit} onCancel={ukey.cancel} />
    </>
  );
}

// jsdom's WebSocket mixes its own events with Node's; the service client takes Node's `ws` here.
const nodeSocket = (url: string) => new NodeWebSocket(url) as unknown as UkeySocket;

function renderLogin(options: Omit<UseUkeyAdminLoginOptions, 'idCardHash'>) {
  const clients = createPortalClients(defaultPortalConfig, { fetch: (async () => new Response('{}', { status: 500 })) as typeof fetch });
  render(
    <ThemeProvider>
      <ApiProvider clients={clients}>
        <ToastProvider>
          <MessageBoxProvider>
            <AdminUkeyLogin idCardHash="hash-ukeyadmin-c4d2" {...options} />
          </MessageBoxProvider>
        </ToastProvider>
      </ApiProvider>
    </ThemeProvider>,
  );
}

describe('the portal’s UKEY admin login', () => {
  it('with the service down, shows the install message with its download link, and reloads after 确定', async () => {
    const probe = await startUkeySimulator();
    const port = probe.port;
    await probe.close();
    const reload = vi.fn();
    const onVerified = vi.fn();
    renderLogin({ onVerified, reload, clientOptions: { port, createSocket: nodeSocket } });
    await userEvent.click(screen.getByRole('button', { name: '管理员登录' }));
    await userEvent.type(screen.getByLabelText(/PIN码/), '123456{Enter}');
    const alert = await screen.findByRole('alertdialog', {}, { timeout: 4000 });
    expect(alert).toHaveTextContent('请检查uKey是否安装、启动，或刷新重试');
    expect(screen.getByRole('link', { name: '下载安装 UKEY 服务' })).toHaveAttribute('href', '/demo-media/ukey-service.html');
    expect(reload).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(onVerified).not.toHaveBeenCalled();
    // A real socket and a real refusal: a loaded CI machine can take more than the default 5 s.
  }, 15_000);

  it('keeps the dialog open with the tries left after a wrong PIN', async () => {
    const simulator = await startUkeySimulator({ maxPinTries: 3 });
    renderLogin({ onVerified: vi.fn(), clientOptions: { port: simulator.port, createSocket: nodeSocket } });
    await userEvent.click(screen.getByRole('button', { name: '管理员登录' }));
    await userEvent.type(screen.getByLabelText(/PIN码/), '000000{Enter}');
    expect(await screen.findByText('PIN码错误，还可以尝试2次')).toBeVisible();
    expect(screen.getByRole('dialog', { name: 'UKEY 登录' })).toBeVisible();
    await simulator.close();
  });

  it('tells a server failure during the login in Chinese, not the client’s words', async () => {
    // The clients of renderLogin answer every call with HTTP 500 and no message.
    const simulator = await startUkeySimulator();
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onVerified = vi.fn();
    renderLogin({ onVerified, clientOptions: { port: simulator.port, createSocket: nodeSocket } });
    await userEvent.click(screen.getByRole('button', { name: '管理员登录' }));
    await userEvent.type(screen.getByLabelText(/PIN码/), '123456{Enter}');
    const alert = await screen.findByRole('alertdialog', {}, { timeout: 4000 });
    expect(alert).toHaveTextContent('UKEY 登录失败，请稍后重试');
    expect(alert).not.toHaveTextContent(/http|api\//);
    expect(onVerified).not.toHaveBeenCalled();
    quiet.mockRestore();
    await simulator.close();
  }, 15_000);
});
