import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../client/createApiClient';
import { useContractBackend } from '../../testing/contractServer';
import { logout } from './logout';
import { fetchUserInfo } from './userInfo';

describe('logout contract', () => {
  const backend = useContractBackend();

  it('ends the session: user info then fails with 401', async () => {
    const token = backend.signInAs('learner');
    expect((await fetchUserInfo(backend.clients.pc)).id).toBe('u-learner');
    await logout(backend.clients.pc, token);
    expect(backend.db.sessions.has(token)).toBe(false);
    await expect(fetchUserInfo(backend.clients.pc)).rejects.toMatchObject({ status: 401 });
  });

  it('ends only its own session', async () => {
    const first = backend.signInAs('admin');
    const second = backend.signInAs('learner');
    await logout(backend.clients.pc, second);
    expect(backend.db.sessions.has(first)).toBe(true);
    expect(backend.db.sessions.has(second)).toBe(false);
  });

  it('names the session to end in FS-CK, whatever token the client carries', async () => {
    const admin = backend.signInAs('admin');
    const learner = backend.signInAs('learner');
    await logout(backend.clients.pc, admin);
    expect(backend.db.sessions.has(admin)).toBe(false);
    expect(backend.db.sessions.has(learner)).toBe(true);
  });

  it('sends an empty form body with the token in both FS-CK and token', async () => {
    const token = backend.signInAs('learner');
    const sent: Request[] = [];
    const client = createApiClient({
      endpoint: { prefix: 'http://127.0.0.1:4173/pcApi/', timeoutMs: 5000 },
      deviceId: 'pc',
      identity: { tenantId: () => '001.001.100', visitorId: () => 'visitor-test', token: () => token },
      fetch: (input, init) => {
        const request = new Request(input, init);
        sent.push(request.clone());
        return fetch(request);
      },
    });
    await logout(client, token);
    const [request] = sent;
    expect(request?.method).toBe('POST');
    expect(request?.headers.get('content-type')).toMatch(/^application\/x-www-form-urlencoded/);
    expect(await request?.text()).toBe('');
    expect(request?.headers.get('FS-CK')).toBe(token);
    expect(request?.headers.get('token')).toBe(token);
    expect(backend.db.sessions.has(token)).toBe(false);
  });

  it('is not an error twice over', async () => {
    const token = backend.signInAs('learner');
    await logout(backend.clients.pc, token);
    await expect(logout(backend.clients.pc, token)).resolves.toBeUndefined();
  });
});
