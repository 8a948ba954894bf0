import { describe, expect, it, vi } from 'vitest';
import { useContractBackend } from '../../testing/contractServer';
import { endStudy, reportStudyProgress, startStudy } from '../course/study';
import { createCollegeCertificate, fetchCertificateStatistics, fetchMyCertificates } from './certificate';
import { fetchTotalStatistics } from './yearStatistics';

describe('certificate contract', () => {
  const backend = useContractBackend();

  it('lists my certificates newest first, with number, holder, hours, issuer and verification code', async () => {
    backend.signInAs('learner');
    const page = await fetchMyCertificates(backend.clients.pc, { page: 1, pageSize: 10 });
    expect(page.total).toBe(4);
    expect(page.items[0]?.issueDate).toBe('2025-12-02');
    for (const certificate of page.items) {
      expect(certificate.number).toMatch(/^\d{4}-GB-\d{6}$/);
      expect(certificate.holderName).toBe('张明');
      expect(certificate.issuer).not.toBe('');
      expect(certificate.verificationCode).toMatch(/^YZ[0-9A-Z]{7,}$/);
    }
    const college = await fetchMyCertificates(backend.clients.pc, { page: 1, pageSize: 10, kind: 'college' });
    expect(college.items.map((item) => item.year)).toEqual([2024, 2023]);
    expect((await fetchMyCertificates(backend.clients.pc, { page: 1, pageSize: 10, year: 2025 })).total).toBe(2);
  });

  it('counts my certificates', async () => {
    backend.signInAs('learner');
    expect(await fetchCertificateStatistics(backend.clients.pc)).toMatchObject({ total: 4, classCount: 2, collegeCount: 2, hourSum: 28, latestIssueDate: '2025-12-02' });
  });

  it('creates the college certificate of a year whose hours are reached, once', async () => {
    backend.signInAs('learner');
    const created = await createCollegeCertificate(backend.clients.pc, { year: 2025 });
    expect(created).toMatchObject({ kind: 'college', year: 2025, number: '2025-GB-000123', holderName: '张明', hours: 51, issueDate: '2026-03-16' });

    const page = await fetchMyCertificates(backend.clients.pc, { page: 1, pageSize: 10 });
    expect(page.items[0]?.id).toBe(created.id);
    expect((await fetchCertificateStatistics(backend.clients.pc)).collegeCount).toBe(3);
    expect((await fetchTotalStatistics(backend.clients.pc)).certificateCount).toBe(5);

    await expect(createCollegeCertificate(backend.clients.pc, { year: 2025 })).rejects.toMatchObject({
      kind: 'business',
      serverMessage: '2025年度学院证书已生成，请勿重复申请',
    });
  });

  it('refuses a year whose hours fall short, saying what is missing', async () => {
    backend.signInAs('learner');
    await expect(createCollegeCertificate(backend.clients.pc, { year: 2026 })).rejects.toMatchObject({
      serverMessage: '2026年度学时未达到要求，暂不能生成证书（总学时 18.5/50，必修学时 12/30）',
    });
    await expect(createCollegeCertificate(backend.clients.pc, { year: 2027 })).rejects.toMatchObject({ serverMessage: '2027年度尚未开始，不能生成证书' });
  });

  it('counts the hours of courses finished in the player', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      backend.signInAs('learner');
      const finishVideo = async (courseId: string) => {
        const { recordId, durationSeconds } = await startStudy(backend.clients.pc, { courseId });
        await reportStudyProgress(backend.clients.pc, { recordId, position: durationSeconds ?? 0 });
        await endStudy(backend.clients.pc, { recordId, position: durationSeconds ?? 0 });
      };
      vi.setSystemTime(new Date(2026, 8, 1, 10, 0, 0));
      await finishVideo('c02');
      await expect(createCollegeCertificate(backend.clients.pc, { year: 2026 })).rejects.toMatchObject({
        serverMessage: '2026年度学时未达到要求，暂不能生成证书（总学时 18.6/50，必修学时 12.1/30）',
      });
      vi.setSystemTime(new Date(2025, 10, 20, 21, 0, 0));
      await finishVideo('c15');
      expect(await createCollegeCertificate(backend.clients.pc, { year: 2025 })).toMatchObject({ year: 2025, hours: 51.1 });
    } finally {
      vi.useRealTimers();
    }
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
