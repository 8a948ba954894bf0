// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { daysUntilExpiry, readCertificateInfo } from './certificateService';

describe('readCertificateInfo', () => {
  it('reads our service’s JSON object', () => {
    const info = readCertificateInfo(JSON.stringify({ subject: 'CN=王强', serialNumber: '01AF', validFrom: '2026-01-01T00:00:00Z', validTo: '2027-01-01T00:00:00Z' }));
    expect(info).toMatchObject({ subject: 'CN=王强', serialNumber: '01AF' });
    expect(info.validTo.toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });

  it('reads a plain distinguished name as the subject, with no dates and so no warning', () => {
    const info = readCertificateInfo('CN=王强,O=灯塔大课堂,C=CN');
    expect(info.subject).toBe('CN=王强,O=灯塔大课堂,C=CN');
    expect(daysUntilExpiry(info, new Date('2026-12-07'))).toBeUndefined();
  });

  it('reads the dates of a plain answer under the names services use', () => {
    const info = readCertificateInfo('CN=王强; NotBefore=2026-01-01; NotAfter=2027-01-20\nSerialNumber: 01AF');
    expect(info.serialNumber).toBe('01AF');
    expect(daysUntilExpiry(info, new Date('2026-12-07T00:00:00Z'))).toBe(44);
  });

  it('reads nothing from an answer it does not understand, and never throws', () => {
    for (const answer of ['', 'garbage', '[1,2]', 'null', '{"validTo":"someday"}']) {
      const info = readCertificateInfo(answer);
      expect(Number.isNaN(info.validTo.getTime())).toBe(true);
    }
  });
});
