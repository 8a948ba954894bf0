import { JSEncrypt } from 'jsencrypt';
import { describe, expect, it, vi } from 'vitest';
import { demoBackendPrivateKey, demoPasswordPublicKey } from '../mocks/fixtures/account/demoBackendKey';
import { decryptPasswordField } from '../mocks/handlers/account/password';
import { encryptPasswordFields } from './encryptPassword';

describe('encryptPasswordFields', () => {
  it('encrypts every field to base64 that only the paired private key opens', async () => {
    const fields = { oldPassword: 'Study@2026', newPassword: 'Newer#Pass9', confirmPassword: 'Newer#Pass9' };
    const encrypted = await encryptPasswordFields(fields, demoPasswordPublicKey);
    expect(Object.keys(encrypted)).toEqual(Object.keys(fields));
    for (const [key, cipher] of Object.entries(encrypted)) {
      expect(cipher).toMatch(/^[A-Za-z0-9+/]+={0,2}$/);
      expect(cipher).not.toContain(fields[key as keyof typeof fields]);
      // 1024-bit RSA: 128 bytes of cipher text, 172 characters of base64.
      expect(atob(cipher)).toHaveLength(128);
      expect(decryptPasswordField(cipher)).toBe(fields[key as keyof typeof fields]);
    }
  });

  it('pads randomly, so the same password never encrypts the same way twice', async () => {
    const [first, second] = await Promise.all([encryptPasswordFields({ p: 'Study@2026' }, demoPasswordPublicKey), encryptPasswordFields({ p: 'Study@2026' }, demoPasswordPublicKey)]);
    expect(first.p).not.toBe(second.p);
  });

  it('uses another public key when given one', async () => {
    const other = new JSEncrypt({ default_key_size: '512' });
    const { p } = await encryptPasswordFields({ p: 'Study@2026' }, other.getPublicKey());
    expect(other.decrypt(p)).toBe('Study@2026');
    expect(decryptPasswordField(p)).toBeUndefined();
  });

  it('rejects rather than send a value it cannot encrypt', async () => {
    // jsencrypt reports the failure on the console as well; it is expected here.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(encryptPasswordFields({ p: 'x'.repeat(200) }, demoPasswordPublicKey)).rejects.toThrow(/could not be encrypted/);
    await expect(encryptPasswordFields({ p: 'Study@2026' }, 'not a key')).rejects.toThrow();
    quiet.mockRestore();
  });

  it('keeps the demo key pair with the fake backend', () => {
    expect(demoPasswordPublicKey).toMatch(/^-----BEGIN PUBLIC KEY-----/);
    expect(demoPasswordPublicKey).not.toMatch(/PRIVATE/);
    expect(demoBackendPrivateKey).toMatch(/^-----BEGIN RSA PRIVATE KEY-----/);
  });
});
