import { describe, expect, it } from 'vitest';
import { mockClock } from '../../mocks/core/clock';
import { useContractBackend } from '../../testing/contractServer';
import { endStudy, reportStudyProgress, startStudy } from '../course/study';
import { createCollegeCertificate, fetchCertificateStatistics, fetchMyCertificates } from './certificate';
import { fetchClassCompletion } from '../portal/tbtpClass';
import { fetchTotalStatistics, fetchYearTotalStatistics } from './yearStatistics';

describe('certificate contract', () => {
  const backend = useContractBackend();

  it('lists my certificates newest first, with number, holder, hours, issuer and verification code', async () => {
    backend.signInAs('learner');
    const page = await fetchMyCertificates(backend.clients.pc, { page: 1, pageSize: 10 });
    expect(page.total).toBe(3);
    expect(page.items[0]?.issueDate).toBe('2025-11-05');
    for (const certificate of page.items) {
      expect(certificate.number).toMatch(/^\d{4}-GB-\d{6}$/);
      expect(certificate.holderName).toBe('张明');
      expect(certificate.issuer).not.toBe('');
      expect(certificate.verificationCode).toMatch(/^YZ[0-9A-Z]{7,}$/);
    }
    const college = await fetchMyCertificates(backend.clients.pc, { page: 1, pageSize: 10, kind: 'college' });
    expect(college.items.map((item) => item.year)).toEqual([2024, 2023]);
    expect((await fetchMyCertificates(backend.clients.pc, { page: 1, pageSize: 10, year: 2025 })).total).toBe(1);
  });

  it('gives a college certificate its year\'s hours and a class certificate its class\'s hours', async () => {
    backend.signInAs('learner');
    const { items } = await fetchMyCertificates(backend.clients.pc, { page: 1, pageSize: 10 });
    for (const certificate of items) {
      if (certificate.kind === 'college') {
        expect(certificate.hours).toBe((await fetchYearTotalStatistics(backend.clients.pc, { year: certificate.year! })).tbtpHourSum);
      } else {
        const schedule = await fetchClassCompletion(backend.clients.pc, { tbtpId: certificate.tbtpId! });
        expect(schedule).toMatchObject({ completed: true, requiredHours: certificate.hours });
      }
    }
  });

  it('counts my certificates', async () => {
    backend.signInAs('learner');
    expect(await fetchCertificateStatistics(backend.clients.pc)).toMatchObject({ total: 3, classCount: 1, collegeCount: 2, latestIssueDate: '2025-11-05' });
  });

  it('creates the college certificate of a year whose hours are reached, once', async () => {
    backend.signInAs('learner');
    const { tbtpHourSum } = await fetchYearTotalStatistics(backend.clients.pc, { year: 2025 });
    const created = await createCollegeCertificate(backend.clients.pc, { year: 2025 });
    expect(created).toMatchObject({ kind: 'college', year: 2025, number: '2025-GB-000123', holderName: '张明', hours: tbtpHourSum, issueDate: '2026-03-16' });

    const page = await fetchMyCertificates(backend.clients.pc, { page: 1, pageSize: 10 });
    expect(page.items[0]?.id).toBe(created.id);
    expect((await fetchCertificateStatistics(backend.clients.pc)).collegeCount).toBe(3);
    expect((await fetchTotalStatistics(backend.clients.pc)).certificateCount).toBe(4);

    await expect(createCollegeCertificate(backend.clients.pc, { year: 2025 })).rejects.toMatchObject({
      kind: 'business',
      serverMessage: '2025年度学院证书已生成，请勿重复申请',
    });
  });

  it('refuses a year whose hours fall short, saying what is missing', async () => {
    backend.signInAs('learner');
    const year = await fetchYearTotalStatistics(backend.clients.pc, { year: 2026 });
    await expect(createCollegeCertificate(backend.clients.pc, { year: 2026 })).rejects.toMatchObject({
      serverMessage: `2026年度学时未达到要求，暂不能生成证书（总学时 ${year.tbtpHourSum}/50，必修学时 ${year.compulsoryHour}/30）`,
    });
    await expect(createCollegeCertificate(backend.clients.pc, { year: 2027 })).rejects.toMatchObject({ serverMessage: '2027年度尚未开始，不能生成证书' });
  });

  it('counts the hours of courses finished in the player', async () => {
    backend.signInAs('learner');
    const finishVideo = async (courseId: string) => {
      const { recordId, durationSeconds } = await startStudy(backend.clients.pc, { courseId });
      await reportStudyProgress(backend.clients.pc, { recordId, position: durationSeconds ?? 0 });
      await endStudy(backend.clients.pc, { recordId, position: durationSeconds ?? 0 });
    };
    mockClock(backend.db).now = '2026-09-01T10:00:00+08:00';
    const before = await fetchYearTotalStatistics(backend.clients.pc, { year: 2026 });
    await finishVideo('c02');
    const after = await fetchYearTotalStatistics(backend.clients.pc, { year: 2026 });
    expect(after.tbtpHourSum).toBeGreaterThan(before.tbtpHourSum);
    await expect(createCollegeCertificate(backend.clients.pc, { year: 2026 })).rejects.toMatchObject({
      serverMessage: `2026年度学时未达到要求，暂不能生成证书（总学时 ${after.tbtpHourSum}/50，必修学时 ${after.compulsoryHour}/30）`,
    });
    mockClock(backend.db).now = '2025-11-20T21:00:00+08:00';
    await finishVideo('c15');
    const { tbtpHourSum } = await fetchYearTotalStatistics(backend.clients.pc, { year: 2025 });
    expect(await createCollegeCertificate(backend.clients.pc, { year: 2025 })).toMatchObject({ year: 2025, hours: tbtpHourSum });
  });

  it('applies the tenant rule: tenant 001.001.065 requires compulsory and elective hours', async () => {
    backend.signInAs('admin');
    backend.db.settings.tenantId = '001.001.065';
    await expect(createCollegeCertificate(backend.clients.pc, { year: 2023 })).rejects.toMatchObject({
      serverMessage: '2023年度学时未达到要求，暂不能生成证书（必修学时 33/30，选修学时 18/20）',
    });
    backend.db.settings.tenantId = '001.001.100';
    expect((await createCollegeCertificate(backend.clients.pc, { year: 2023 })).holderName).toBe('李华');
  });

  it('answers 401 without a session', async () => {
    await expect(createCollegeCertificate(backend.clients.pc, { year: 2025 })).rejects.toMatchObject({ status: 401 });
  });
});
