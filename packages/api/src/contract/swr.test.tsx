import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../client/createApiClient';
import { createFailureNotifier } from '../client/failureNotifier';
import { createPortalClients, type PortalClients } from '../client/portalClients';
import { defaultPortalConfig, mergePortalConfig } from '../config/portalConfig';
import { ApiProvider } from '../provider/ApiProvider';
import { backgroundRetries, useApiRead, useApiWrite } from './swr';

function recordingClient(): ApiClient {
  return {
    get: vi.fn(async () => ({ success: true, data: null })) as ApiClient['get'],
    post: vi.fn(async () => ({ success: true, data: null })) as ApiClient['post'],
  };
}

describe('a write made on the caller’s terms', () => {
  const clients: PortalClients = { pc: recordingClient(), live: recordingClient() };
  const wrapper = ({ children }: { children: ReactNode }) => <ApiProvider clients={clients}>{children}</ApiProvider>;

  it('passes the caller’s options to every call the write makes, keeping the write’s own', async () => {
    const { result } = renderHook(() => useApiWrite(async ({ pc }, code: string) => pc.post('api/tbtp/enroll', { code }, { form: true }), []), { wrapper });
    await result.current('1234', { ownMessage: true });
    expect(clients.pc.post).toHaveBeenLastCalledWith('api/tbtp/enroll', { code: '1234' }, { ownMessage: true, form: true });
  });

  it('leaves the calls as they are without options', async () => {
    const { result } = renderHook(() => useApiWrite(async ({ pc }, code: string) => pc.post('api/tbtp/enroll', { code }), []), { wrapper });
    await result.current('1234');
    expect(clients.pc.post).toHaveBeenLastCalledWith('api/tbtp/enroll', { code: '1234' });
  });
});

describe('a read that keeps failing', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** The portal's clients and notifier over a backend that answers every call with `status`. */
  function failingPortal(status: number | (() => number)) {
    const notify = vi.fn();
    const endSession = vi.fn();
    const notifier = createFailureNotifier({ notify, endSession });
    const calls = vi.fn();
    const clients = createPortalClients(mergePortalConfig(defaultPortalConfig, { pcApi: { prefix: 'http://portal.test/pcApi/' } }), {
      identity: { tenantId: () => '001.001', visitorId: () => 'v', token: () => 'tok' },
      fetch: (async () => {
        calls();
        return new Response(JSON.stringify({ success: false, message: 'Bad Gateway' }), { status: typeof status === 'number' ? status : status(), headers: { 'Content-Type': 'application/json' } });
      }) as typeof fetch,
      onFailure: (error) => notifier.handle(error),
    });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <SWRConfig value={{ provider: () => new Map(), revalidateOnFocus: false }}>
        <ApiProvider clients={clients}>{children}</ApiProvider>
      </SWRConfig>
    );
    return { notify, endSession, calls, wrapper };
  }

  // Reads `error` while rendering, as a screen does: SWR renders again only for what was read.
  function useList() {
    const { error, mutate } = useApiRead(['api/portal/course/getPageByCategory', { page: 1 }], ({ pc }) => pc.post('api/portal/course/getPageByCategory', { page: 1 }));
    return { error, mutate };
  }

  it('says a persistent 502 once over two minutes, while SWR tries again a bounded number of times in silence', async () => {
    const { notify, calls, wrapper } = failingPortal(502);
    const { result } = renderHook(useList, { wrapper });
    await act(() => vi.advanceTimersByTimeAsync(120_000));
    expect(result.current.error).toMatchObject({ status: 502 });
    expect(calls).toHaveBeenCalledTimes(1 + backgroundRetries);
    expect(notify.mock.calls).toEqual([['链接超时，请联系管理员', 'error']]);
  });

  it('may say it again when the learner asks to retry, or comes back to the screen', async () => {
    const { notify, wrapper } = failingPortal(502);
    const first = renderHook(useList, { wrapper });
    await act(() => vi.advanceTimersByTimeAsync(120_000));
    expect(notify).toHaveBeenCalledTimes(1);
    await act(async () => {
      await first.result.current.mutate();
    });
    expect(notify).toHaveBeenCalledTimes(2);
    first.unmount();
    // Later than the notifier's window for one message said twice at once.
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    renderHook(useList, { wrapper });
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(notify).toHaveBeenCalledTimes(3);
  });

  it('still ends the session on a 401 that comes after the failure was told', async () => {
    const backend = { status: 502 };
    const { endSession, wrapper } = failingPortal(() => backend.status);
    renderHook(useList, { wrapper });
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    backend.status = 401;
    await act(() => vi.advanceTimersByTimeAsync(120_000));
    expect(endSession).toHaveBeenCalledTimes(1);
  });
});
