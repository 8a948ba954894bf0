import { describe, expect, it } from 'vitest';
import { setUkeyVerifier } from '../../mocks/handlers/account/ukey';
import { useContractBackend } from '../../testing/contractServer';
import { fetchUkeyChallenge, ukeyLogin } from './ukey';
import { fetchUserInfo } from './userInfo';

describe('UKEY login contract', () => {
  const backend = useContractBackend();
  const proof = (text = 'hash-ukeyadmin-c4d2') => ({ text, signData: 'c2lnbmF0dXJl', certificate: 'Y2VydA==' });

  it('issues a challenge, accepts one proof after it, and then reports the admin as checked', async () => {
    backend.signInAs('ukeyadmin');
    expect(await fetchUserInfo(backend.clients.pc)).toMatchObject({ check: true, needUkey: true });
    expect(await fetchUkeyChallenge(backend.clients.pc)).not.toBe('');
    await expect(ukeyLogin(backend.clients.pc, proof())).resolves.toBe(true);
    expect(await fetchUserInfo(backend.clients.pc)).toMatchObject({ check: false });
    // The challenge opened one attempt: a second proof needs a new one.
    await expect(ukeyLogin(backend.clients.pc, proof())).resolves.toBe(false);
  });

  it('refuses a proof the verifier rejects, another user’s hash, or one sent without a challenge', async () => {
    backend.signInAs('ukeyadmin');
    setUkeyVerifier(backend.db, () => false);
    await fetchUkeyChallenge(backend.clients.pc);
    await expect(ukeyLogin(backend.clients.pc, proof())).resolves.toBe(false);
    setUkeyVerifier(backend.db, () => true);
    await fetchUkeyChallenge(backend.clients.pc);
    await expect(ukeyLogin(backend.clients.pc, proof('hash-admin-2b81'))).resolves.toBe(false);
    await expect(ukeyLogin(backend.clients.pc, proof())).resolves.toBe(false);
  });

  it('needs a session', async () => {
    await expect(fetchUkeyChallenge(backend.clients.pc)).rejects.toMatchObject({ kind: 'http', status: 401 });
  });
});
