import { certificateInfo, daysUntilExpiry, exportSignCertificate, listCertificates, signMessage, verifyPin } from '../client/certificateService';
import type { UkeyClient } from '../client/createUkeyClient';
import { UkeyError, ukeyMessages } from '../client/ukeyErrors';

/** What the portal sends the server to verify a signature (docs/product/admin.md#ukey-login). */
export interface UkeySignedProof {
  /** The signed text: the learner's idCardHash, exactly (docs/product/admin.md#ukey-login). */
  text: string;
  /** Base64 PKCS#1 signature over `text`. */
  signData: string;
  /** The sign certificate, base64 DER. */
  certificate: string;
}

export interface UkeyAdminLoginOptions {
  client: UkeyClient;
  pin: string;
  idCardHash: string;
  /**
   * Asks the server for a challenge (`/api/sso/ukey/query/sign`), which opens the session's
   * one verification; the signature itself covers the idCardHash alone (docs/product/admin.md#ukey-login).
   */
  getChallenge: () => Promise<string>;
  /** Has the server verify the proof (`/api/sso/ukey/login`); resolves false when it refuses. */
  verify: (proof: UkeySignedProof) => Promise<boolean>;
  /** Chooses among several certificates; the first by default. */
  chooseCertificate?: (certificates: { name: string; id: string }[]) => string;
  /** Told when the certificate expires within 60 days. */
  onExpiryWarning?: (message: string, daysLeft: number) => void;
  now?: () => Date;
}

/**
 * The expiry warning is ours, not a step of the login (docs/product/admin.md#ukey-login): advisory.
 * A service that cannot answer it, or answers in a form we cannot read, costs the warning only.
 */
async function warnOfExpiry(client: UkeyClient, certificate: string, now: Date, warn: UkeyAdminLoginOptions['onExpiryWarning']): Promise<void> {
  try {
    const daysLeft = daysUntilExpiry(await certificateInfo(client, certificate), now);
    if (daysLeft !== undefined) warn?.(ukeyMessages.expiresSoon(daysLeft), daysLeft);
  } catch (error) {
    console.warn('[ukey] the certificate information could not be read; the login goes on without the expiry warning', error);
  }
}

/**
 * The admin UKEY login (docs/product/admin.md#ukey-login): connect, select the certificate, verify the PIN, read the
 * sign certificate, get the server's challenge, sign, and let the server verify. Resolves when
 * the admin site may open; every failure rejects with a UkeyError carrying its message (docs/product/admin.md#messages).
 */
export async function ukeyAdminLogin(options: UkeyAdminLoginOptions): Promise<void> {
  const { client, pin, idCardHash, getChallenge, verify, chooseCertificate = (list) => list[0]!.id, now = () => new Date() } = options;
  await client.connect();
  const certificates = await listCertificates(client);
  const certificateId = chooseCertificate(certificates);
  await verifyPin(client, certificateId, pin);
  const certificate = await exportSignCertificate(client, certificateId);
  await warnOfExpiry(client, certificate, now(), options.onExpiryWarning);
  await getChallenge();
  const signData = await signMessage(client, certificateId, idCardHash);
  const accepted = await verify({ text: idCardHash, signData, certificate });
  if (!accepted) throw new UkeyError('verifyFailed', ukeyMessages.verifyFailed);
}
