import { ukeyErrorCodes, ukeyFunctions } from '../protocol/messages';
import type { UkeyClient } from './createUkeyClient';
import { isUkeyError, UkeyError, ukeyMessages } from './ukeyErrors';

/** A certificate on the key, as the service lists it. */
export interface UkeyCertificate {
  /** The holder's name. */
  name: string;
  id: string;
}

/** What the portal shows of a certificate. */
export interface UkeyCertificateInfo {
  subject: string;
  serialNumber: string;
  validFrom: Date;
  validTo: Date;
}

/** Certificates expiring within this many days get a warning. */
export const expiryWarningDays = 60;

/** Parses the SOF list format `name||id&&&name||id`. */
export function parseCertificateList(result: string | undefined): UkeyCertificate[] {
  return (result ?? '')
    .split('&&&')
    .map((entry) => entry.split('||'))
    .filter((parts): parts is [string, string] => parts.length === 2 && parts[0]!.trim() !== '' && parts[1]!.trim() !== '')
    .map(([name, id]) => ({ name: name.trim(), id: id.trim() }));
}

export async function listCertificates(client: UkeyClient): Promise<UkeyCertificate[]> {
  const certificates = parseCertificateList((await client.call(ukeyFunctions.listCertificates)).result);
  if (certificates.length === 0) throw new UkeyError('noCertificate', ukeyMessages.noCertificate);
  return certificates;
}

/**
 * Verifies the PIN. After a wrong PIN it asks how many tries are left, so the learner reads
 * "还可以尝试N次" or that the PIN is locked, not a bare error code.
 */
export async function verifyPin(client: UkeyClient, certificateId: string, pin: string): Promise<void> {
  try {
    await client.call(ukeyFunctions.verifyPin, { param1: certificateId, param2: pin });
  } catch (error) {
    if (!isUkeyError(error) || error.kind !== 'serviceError') throw error;
    if (error.errorCode === ukeyErrorCodes.pinLocked) throw new UkeyError('pinLocked', ukeyMessages.pinLocked, { errorCode: error.errorCode });
    if (error.errorCode !== ukeyErrorCodes.pinIncorrect) throw error;
    const triesLeft = Number((await client.call(ukeyFunctions.pinRetryCount, { param1: certificateId })).result ?? 0);
    if (!Number.isFinite(triesLeft) || triesLeft <= 0) throw new UkeyError('pinLocked', ukeyMessages.pinLocked, { errorCode: error.errorCode });
    throw new UkeyError('pinIncorrect', ukeyMessages.pinIncorrect(triesLeft), { errorCode: error.errorCode, triesLeft });
  }
}

const asCertificateError = (error: unknown): never => {
  if (isUkeyError(error) && error.kind === 'serviceError' && error.errorCode === ukeyErrorCodes.certificateNotFound) {
    throw new UkeyError('noCertificate', ukeyMessages.noCertificate, { errorCode: error.errorCode });
  }
  throw error;
};

/** The sign certificate, base64 DER. */
export async function exportSignCertificate(client: UkeyClient, certificateId: string): Promise<string> {
  const reply = await client.call(ukeyFunctions.exportSignCertificate, { param1: certificateId }).catch(asCertificateError);
  if (!reply.result) throw new UkeyError('noCertificate', ukeyMessages.noCertificate);
  return reply.result;
}

/** Signs text with the certificate's key (RSA PKCS#1 v1.5, SHA-256); base64 signature. */
export async function signMessage(client: UkeyClient, certificateId: string, text: string): Promise<string> {
  const reply = await client.call(ukeyFunctions.signMessage, { param1: certificateId, param2: text }).catch(asCertificateError);
  if (!reply.result) throw new UkeyError('noCertificate', ukeyMessages.noCertificate);
  return reply.result;
}

/** [A] Our service answers SOF_GetCertInfo with one JSON object instead of one field per call. */
export async function certificateInfo(client: UkeyClient, certificate: string): Promise<UkeyCertificateInfo> {
  const reply = await client.call(ukeyFunctions.certificateInfo, { param1: certificate });
  return readCertificateInfo(reply.result ?? '');
}

/** The names local services give each field, lower-cased; the first found wins. */
const fieldNames = {
  subject: ['subject', 'subjectdn', 'dn'],
  serialNumber: ['serialnumber', 'serial', 'sn'],
  validFrom: ['validfrom', 'notbefore', 'startdate', 'begin'],
  validTo: ['validto', 'notafter', 'enddate', 'end', 'expiry', 'expires'],
} as const;

/** `key=value` or `key: value` pairs of a plain-string answer, separated by commas, semicolons or lines. */
function plainPairs(text: string): Record<string, string> {
  const pairs: Record<string, string> = {};
  for (const part of text.split(/[,;\n]/)) {
    const match = /^\s*([^=:]+?)\s*[=:]\s*(.*?)\s*$/.exec(part);
    if (match) pairs[match[1]!.toLowerCase()] ??= match[2]!;
  }
  return pairs;
}

/**
 * Reads what a service answers about a certificate: one JSON object (ours), or a plain string
 * such as `CN=…,O=…` with or without its dates, as real services do. Nothing here may stop a
 * login: a field that cannot be read is empty, a date that cannot be read is invalid (no warning).
 */
export function readCertificateInfo(result: string): UkeyCertificateInfo {
  let fields: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(result);
    if (typeof parsed === 'object' && parsed !== null) fields = Object.fromEntries(Object.entries(parsed).map(([key, value]) => [key.toLowerCase(), value]));
  } catch {
    fields = plainPairs(result);
    // A bare distinguished name is the subject itself.
    if (/\bCN=/i.test(result)) fields.subject ??= result.trim();
  }
  const text = (names: readonly string[]) => {
    const value = names.map((name) => fields[name]).find((candidate) => typeof candidate === 'string' || typeof candidate === 'number');
    return value === undefined ? '' : String(value);
  };
  const date = (names: readonly string[]) => new Date(text(names) || Number.NaN);
  return {
    subject: text(fieldNames.subject),
    serialNumber: text(fieldNames.serialNumber),
    validFrom: date(fieldNames.validFrom),
    validTo: date(fieldNames.validTo),
  };
}

/** Days left when a certificate expires within 60 days (0 when already expired), else undefined. */
export function daysUntilExpiry(info: Pick<UkeyCertificateInfo, 'validTo'>, now: Date = new Date()): number | undefined {
  const days = Math.ceil((info.validTo.getTime() - now.getTime()) / 86_400_000);
  if (Number.isNaN(days) || days > expiryWarningDays) return undefined;
  return Math.max(0, days);
}
