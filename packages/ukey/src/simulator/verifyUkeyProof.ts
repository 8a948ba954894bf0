import { verify, X509Certificate } from 'node:crypto';
import type { UkeySignedProof } from '../login/ukeyAdminLogin';

/**
 * The server's half of the UKEY login: checks that the signature covers exactly the text sent
 * (the idCardHash, docs/product/admin.md#ukey-login) and was made by the key of the certificate sent, and that the
 * certificate is the one expected and in date. Returns false for anything tampered with.
 */
export function verifyUkeyProof(proof: UkeySignedProof, expected: { certificate?: string; now?: Date } = {}): boolean {
  if (expected.certificate && proof.certificate !== expected.certificate) return false;
  try {
    const certificate = new X509Certificate(Buffer.from(proof.certificate, 'base64'));
    const now = expected.now ?? new Date();
    if (now < new Date(certificate.validFrom) || now > new Date(certificate.validTo)) return false;
    return verify('sha256', Buffer.from(proof.text, 'utf8'), certificate.publicKey, Buffer.from(proof.signData, 'base64'));
  } catch {
    return false;
  }
}
