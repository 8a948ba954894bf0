import { describe, expect, it } from 'vitest';
import { useContractBackend } from '../../testing/contractServer';
import { applyDispatch, dispatchStatuses, fetchDispatchApplications, type DispatchApplicationForm } from './dispatch';

const form: DispatchApplicationForm = {
  trainingName: '2026年春季中青年干部培训班',
  organiser: '中共示例省委党校',
  startDate: '2026-04-07',
  endDate: '2026-05-29',
  reason: '经单位推荐，申请参加中青年干部脱产培训。',
  contactPhone: '13800138001',
};

describe('dispatch contract', () => {
  const backend = useContractBackend();

  it('lists earlier applications with their review outcome', async () => {
    backend.signInAs('learner');
    const page = await fetchDispatchApplications(backend.clients.pc, { page: 1, pageSize: 10 });
    expect(page.total).toBe(2);
    expect(page.items.map((item) => item.auditStatus)).toEqual(['未通过', '已通过']);
    expect(page.items[0]?.auditOpinion).toBe('本期名额已满，请报名下一期。');
  });

  it('puts a new application first, 审核中, and refuses the same one while it is pending', async () => {
    backend.signInAs('learner');
    const created = await applyDispatch(backend.clients.pc, form);
    expect(created).toMatchObject({ trainingName: form.trainingName, auditStatus: dispatchStatuses.pending, applyTime: '2026-03-16 09:30:00' });

    const page = await fetchDispatchApplications(backend.clients.pc, { page: 1, pageSize: 10 });
    expect(page.total).toBe(3);
    expect(page.items[0]).toMatchObject({ id: created.id, auditStatus: '审核中' });
    const pending = await fetchDispatchApplications(backend.clients.pc, { page: 1, pageSize: 10, auditStatus: '审核中' });
    expect(pending.items.map((item) => item.id)).toEqual([created.id]);

    await expect(applyDispatch(backend.clients.pc, form)).rejects.toMatchObject({ kind: 'business', serverMessage: '该培训的调训申请正在审核中，请勿重复提交' });
  });

  it('refuses an incomplete or inconsistent form with the reason', async () => {
    backend.signInAs('learner');
    await expect(applyDispatch(backend.clients.pc, { ...form, reason: ' ' })).rejects.toMatchObject({ serverMessage: '请填写申请理由' });
    await expect(applyDispatch(backend.clients.pc, { ...form, endDate: '2026-04-01' })).rejects.toMatchObject({ serverMessage: '结束日期不能早于开始日期' });
    await expect(applyDispatch(backend.clients.pc, { ...form, contactPhone: '12345' })).rejects.toMatchObject({ serverMessage: '请输入正确的手机号' });
    expect((await fetchDispatchApplications(backend.clients.pc, { page: 1, pageSize: 10 })).total).toBe(2);
  });

  it('answers 401 without a session', async () => {
    await expect(applyDispatch(backend.clients.pc, form)).rejects.toMatchObject({ status: 401 });
  });
});
