import { academyPaths, type ApiClient, ApiError } from '@study-portal/api';
import { describe, expect, it, vi } from 'vitest';
import { academyMessages, openAcademy } from './openAcademy';

function run(post: ApiClient['post']) {
  const env = { warn: vi.fn(), alert: vi.fn(), open: vi.fn() };
  const pc = { get: vi.fn(), post: vi.fn(post) } as unknown as ApiClient;
  return { env, pc, done: openAcademy({ pc, idCardHash: 'h', ...env }) };
}

describe('external academy', () => {
  it('warns while waiting and opens celaUrl on code true, telling its own messages (a session-ending failure still ends the session)', async () => {
    const { env, pc, done } = run(async () => ({ code: 'true', celaUrl: 'https://cela.example/sso?x=1' }) as never);
    await done;
    expect(env.warn).toHaveBeenCalledWith(academyMessages.waiting);
    expect(env.open).toHaveBeenCalledWith('https://cela.example/sso?x=1');
    expect(pc.post).toHaveBeenCalledWith(academyPaths.userQuery, { idCardHash: 'h' }, expect.objectContaining({ ownMessage: true }));
  });

  it.each([
    [{ code: 'false', message: '未开通中网院账号' }, '未开通中网院账号'],
    [{ code: 'false' }, academyMessages.failed],
    [{ code: 'true' }, academyMessages.failed],
    [{ code: 'true', celaUrl: 'javascript:alert(1)' }, academyMessages.failed],
    [{ code: 'true', celaUrl: '//evil.example/sso' }, academyMessages.failed],
  ])('shows a 提醒 dialog for %j', async (reply, message) => {
    const { env, done } = run(async () => reply as never);
    await done;
    expect(env.alert).toHaveBeenCalledWith({ title: '提醒', message });
    expect(env.open).not.toHaveBeenCalled();
  });

  it('says the request timed out, and fails other errors with the default text', async () => {
    const timedOut = run(async () => {
      throw new ApiError({ kind: 'timeout', path: academyPaths.userQuery });
    });
    await timedOut.done;
    expect(timedOut.env.warn).toHaveBeenLastCalledWith(academyMessages.timeout);
    const broken = run(async () => {
      throw new ApiError({ kind: 'http', status: 502, path: academyPaths.userQuery });
    });
    await broken.done;
    expect(broken.env.alert).toHaveBeenCalledWith({ title: '提醒', message: academyMessages.failed });
  });
});
