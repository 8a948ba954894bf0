import { describe, expect, it } from 'vitest';
import { fetchClassCompletion } from './tbtpClass';
import { useContractBackend } from '../../testing/contractServer';
import {
  enrolProvincialClass,
  enrolClass,
  fetchCityClasses,
  fetchClasses,
  fetchClassOrganisations,
  fetchTraineeRecord,
  verifyClassCode,
} from './tbtp';
import { fetchClass, fetchClassMembers } from './tbtpClass';

describe('special-topic class list and enrolment contract', () => {
  const backend = useContractBackend();
  const { pc } = backend.clients;

  it('lists all twelve classes, open ones first, without enrolment for a visitor', async () => {
    const page = await fetchClasses(pc, { page: 1, pageSize: 20 });
    expect(page.total).toBe(12);
    expect(page.items.every((item) => item.enrolled === false)).toBe(true);
    const firstEnded = page.items.findIndex((item) => item.ended);
    expect(page.items.slice(firstEnded).every((item) => item.ended)).toBe(true);
    expect(page.items.filter((item) => item.needVerifyCode)).toHaveLength(4);
  });

  it("marks the signed-in learner's classes with their progress", async () => {
    backend.signInAs('learner');
    const page = await fetchClasses(pc, { page: 1, pageSize: 20 });
    const enrolled = page.items.filter((item) => item.enrolled);
    expect(enrolled.map((item) => item.tbtpId).sort()).toEqual(['tbtp-03', 'tbtp-04', 'tbtp-05', 'tbtp-08']);
    // How far along follows from the class's courses the learner has finished.
    const schedule = await fetchClassCompletion(backend.clients.pc, { tbtpId: 'tbtp-04' });
    expect(schedule.progress).toBeGreaterThan(0);
    expect(enrolled.find((item) => item.tbtpId === 'tbtp-04')?.progress).toBe(schedule.progress);
  });

  it('adds the hostile class, ended and with the learner enrolled, in the hostile scenario', async () => {
    backend.db.reset({ scenario: 'hostile' });
    backend.signInAs('learner');
    const page = await fetchClasses(pc, { page: 1, pageSize: 20 });
    expect(page.total).toBe(13);
    expect(page.items.at(-1)).toMatchObject({ tbtpId: 'tbtp-hostile', organiser: '<script>alert(1)</script>', ended: true, enrolled: true });
  });

  it('pages and filters by organiser subtree, keyword and city', async () => {
    const second = await fetchClasses(pc, { page: 2, pageSize: 5 });
    expect(second.items).toHaveLength(5);
    const dongjiang = await fetchClasses(pc, { page: 1, pageSize: 20, orgId: 'org-110' });
    expect(dongjiang.items.map((item) => item.orgId).sort()).toEqual(['org-111', 'org-112', 'org-113']);
    const byKeyword = await fetchClasses(pc, { page: 1, pageSize: 20, keyword: '卫生' });
    expect(byKeyword.items.map((item) => item.tbtpId).sort()).toEqual(['tbtp-07', 'tbtp-12']);
    const xiling = await fetchCityClasses(pc, { page: 1, pageSize: 20, cityOrgId: 'org-120' });
    expect(xiling.items.map((item) => item.tbtpId).sort()).toEqual(['tbtp-07', 'tbtp-09']);
  });

  it('loads the organiser tree level by level', async () => {
    const top = await fetchClassOrganisations(pc);
    expect(top).toEqual([expect.objectContaining({ orgId: 'org-100', hasChildren: true })]);
    const province = await fetchClassOrganisations(pc, { parentId: 'org-100' });
    expect(province.map((org) => org.orgName)).toContain('东江市');
    const city = await fetchClassOrganisations(pc, { parentId: 'org-110' });
    expect(city.every((org) => org.parentId === 'org-110' && org.hasChildren === false)).toBe(true);
  });

  it('enrols in a class with a verify code only after the code is verified', async () => {
    backend.signInAs('learner');
    await expect(enrolClass(pc, { tbtpId: 'tbtp-02' })).rejects.toMatchObject({ kind: 'business', message: '请先输入报名验证码' });
    await expect(verifyClassCode(pc, { tbtpId: 'tbtp-02', code: '1234' })).rejects.toMatchObject({ kind: 'business', message: '验证码错误' });
    await verifyClassCode(pc, { tbtpId: 'tbtp-02', code: '2026' });
    await enrolClass(pc, { tbtpId: 'tbtp-02' });
    const detail = await fetchClass(pc, { tbtpId: 'tbtp-02' });
    expect(detail.enrolled).toBe(true);
    expect(detail.progress).toBe(0);
    const members = await fetchClassMembers(pc, { tbtpId: 'tbtp-02', page: 1, pageSize: 50 });
    expect(members.items.map((member) => member.name)).toContain('张明');
  });

  it('accepts the verify code with the enrolment itself, and refuses a wrong one', async () => {
    backend.signInAs('learner');
    await expect(enrolClass(pc, { tbtpId: 'tbtp-07', code: '0000' })).rejects.toMatchObject({ message: '验证码错误' });
    await enrolClass(pc, { tbtpId: 'tbtp-07', code: '2026' });
    const list = await fetchClasses(pc, { page: 1, pageSize: 20 });
    expect(list.items.find((item) => item.tbtpId === 'tbtp-07')?.enrolled).toBe(true);
  });

  it('refuses a second enrolment and an ended class', async () => {
    backend.signInAs('learner');
    await expect(enrolClass(pc, { tbtpId: 'tbtp-03' })).rejects.toMatchObject({ kind: 'business', message: '您已报名该专题班' });
    await enrolClass(pc, { tbtpId: 'tbtp-09' });
    await expect(enrolClass(pc, { tbtpId: 'tbtp-09' })).rejects.toMatchObject({ message: '您已报名该专题班' });
    await expect(enrolClass(pc, { tbtpId: 'tbtp-06' })).rejects.toMatchObject({ message: '该专题班已结束，不能报名' });
  });

  it('enrols in the provincial class with one click, once', async () => {
    backend.signInAs('learner');
    await enrolProvincialClass(pc, { tbtpId: 'tbtp-01' });
    expect((await fetchClass(pc, { tbtpId: 'tbtp-01' })).enrolled).toBe(true);
    await expect(enrolProvincialClass(pc, { tbtpId: 'tbtp-01' })).rejects.toMatchObject({ message: '您已报名该专题班' });
    await expect(enrolProvincialClass(pc, { tbtpId: 'tbtp-09' })).rejects.toMatchObject({ message: '该专题班不支持一键报名' });
  });

  it("returns the learner's trainee record, and null for an account without one", async () => {
    backend.signInAs('learner');
    const record = await fetchTraineeRecord(pc);
    expect(record).toMatchObject({ traineeId: 't-1001', name: '张明', orgName: '中共示例省委组织部', telephone: '138****8001' });
    backend.signInAs('notrainee');
    expect(await fetchTraineeRecord(pc)).toBeNull();
  });

  it('answers 401 to enrolment calls without a session', async () => {
    await expect(enrolClass(pc, { tbtpId: 'tbtp-09' })).rejects.toMatchObject({ kind: 'http', status: 401, message: '登录已过期，请重新登录' });
    await expect(verifyClassCode(pc, { tbtpId: 'tbtp-02', code: '2026' })).rejects.toMatchObject({ status: 401 });
    await expect(fetchTraineeRecord(pc)).rejects.toMatchObject({ status: 401 });
    await expect(enrolProvincialClass(pc, { tbtpId: 'tbtp-01' })).rejects.toMatchObject({ status: 401 });
  });
});
