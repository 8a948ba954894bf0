import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../client/createApiClient';
import type { PortalClients } from '../client/portalClients';
import { ApiProvider } from '../provider/ApiProvider';
import { useApiWrite } from './swr';

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
