import { generateKeyPairSync } from 'node:crypto';
import { JSEncrypt } from 'jsencrypt';
import { describe, expect, it } from 'vitest';
import { demoBackendPrivateKey, demoPasswordPublicKey } from '../mocks/fixtures/account/demoBackendKey';
import { encryptPasswordFields } from './encryptPassword';
import { readPasswordPublicKey } from './passwordKey';

/** The base64 between a PEM block's armour lines, on one line. */
const bareBase64 = (pem: string) => pem.replace(/-----[A-Z ]+-----/g, '').replace(/\s+/g, '');

const { publicKey: spkiPem, privateKey } = generateKeyPairSync('rsa', {
  modulusLength: 1024,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
});
const pkcs1Pem = generateKeyPairSync('rsa', { modulusLength: 1024, publicKeyEncoding: { type: 'pkcs1', format: 'pem' }, privateKeyEncoding: { type: 'pkcs1', format: 'pem' } }).publicKey;

async function roundTrip(configured: string, privatePem: string) {
  const reading = readPasswordPublicKey(configured);
  if (!('pem' in reading)) throw new Error(reading.reason);
  const { p } = await encryptPasswordFields({ p: 'Study@2026' }, reading.pem);
  const opener = new JSEncrypt();
  opener.setPrivateKey(privatePem);
  return opener.decrypt(p);
}

describe('readPasswordPublicKey', () => {
  it('reads an SPKI key in PEM and as bare base64, and the forms encrypt with it', async () => {
    expect(readPasswordPublicKey(spkiPem)).toMatchObject({ form: 'spki' });
    expect(readPasswordPublicKey(bareBase64(spkiPem))).toMatchObject({ form: 'spki', pem: expect.stringMatching(/^-----BEGIN PUBLIC KEY-----\n/) });
    await expect(roundTrip(bareBase64(spkiPem), privateKey)).resolves.toBe('Study@2026');
    await expect(roundTrip(`  ${bareBase64(demoPasswordPublicKey)}\n`, demoBackendPrivateKey)).resolves.toBe('Study@2026');
  });

  it('reads a PKCS#1 key in PEM and as bare base64', () => {
    expect(readPasswordPublicKey(pkcs1Pem)).toMatchObject({ form: 'pkcs1' });
    expect(readPasswordPublicKey(bareBase64(pkcs1Pem))).toMatchObject({ form: 'pkcs1', pem: expect.stringMatching(/^-----BEGIN RSA PUBLIC KEY-----\n/) });
  });

  it('reads base64 split over lines or without its padding', () => {
    const body = bareBase64(spkiPem);
    expect(readPasswordPublicKey(body.match(/.{1,40}/g)!.join('\r\n'))).toMatchObject({ form: 'spki' });
    expect(readPasswordPublicKey(body.replace(/=+$/, ''))).toMatchObject({ form: 'spki' });
  });

  it('says why when the value is not a public key', () => {
    expect(readPasswordPublicKey('change me!')).toEqual({ problem: 'invalid', reason: 'neither a PEM block nor base64' });
    expect(readPasswordPublicKey(btoa('just some text, not DER'))).toMatchObject({ problem: 'invalid', reason: 'base64 that is not a DER-encoded key' });
    expect(readPasswordPublicKey(demoBackendPrivateKey)).toMatchObject({ problem: 'invalid', reason: expect.stringContaining('RSA PRIVATE KEY') });
    expect(readPasswordPublicKey(bareBase64(demoBackendPrivateKey))).toMatchObject({ problem: 'invalid' });
    expect(readPasswordPublicKey(spkiPem.replace('-----END PUBLIC KEY-----', ''))).toMatchObject({ problem: 'invalid' });
    expect(readPasswordPublicKey(bareBase64(spkiPem).slice(0, 60))).toMatchObject({ problem: 'invalid' });
  });
});
