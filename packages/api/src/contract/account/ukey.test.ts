import { describe, expect, it } from 'vitest';
import { setUkeyVerifier } from '../../mocks/handlers/account/ukey';
import { useContractBackend } from '../../testing/contractServer';
import { fetchUkeyChallenge, ukeyLogin } from './ukey';
import { fetchUserInfo } from './userInfo';

describe('UKEY login contract', () => {
  const backend = useContractBackend();
  const proofFor = (challenge: string, text = 'hash-ukeyadmin-c4d2') => ({ text, signData: 'c2lnbmF0dXJl', certificate: 'Y2VydA==', challenge });

  it('issues a challenge, accepts a proof over it once, and then reports the admin as checked', async () => {
    backend.signInAs('ukeyadmin');
    expect(await fetchUserInfo(backend.clients.pc)).toMatchObject({ check: true, needUkey: true });
    const challenge = await fetchUkeyChallenge(backend.clients.pc);
    expect(challenge).not.toBe('');
    await expect(ukeyLogin(backend.clients.pc, proofFor(challenge))).resolves.toBe(true);
    expect(await fetchUserInfo(backend.clients.pc)).toMatchObject({ check: false });
    await expect(ukeyLogin(backend.clients.pc, proofFor(challenge))).resolves.toBe(false);
  });

  it('refuses a proof the verifier rejects, another user’s hash or a stale challenge', async () => {
    backend.signInAs('ukeyadmin');
    setUkeyVerifier(backend.db, () => false);
    await expect(ukeyLogin(backend.clients.pc, proofFor(await fetchUkeyChallenge(backend.clients.pc)))).resolves.toBe(false);
    setUkeyVerifier(backend.db, () => true);
    await expect(ukeyLogin(backend.clients.pc, proofFor(await fetchUkeyChallenge(backend.clients.pc), 'hash-admin-2b81'))).resolves.toBe(false);
    const first = await fetchUkeyChallenge(backend.clients.pc);
    await fetchUkeyChallenge(backend.clients.pc);
    await expect(ukeyLogin(backend.clients.pc, proofFor(first))).resolves.toBe(false);
  });

  it('needs a session', async () => {
    await expect(fetchUkeyChallenge(backend.clients.pc)).rejects.toMatchObject({ kind: 'http', status: 401 });
  });
});
