import { describe, expect, it } from 'vitest';
import { dispatchMessages, toApplication, validateDispatch } from './dispatchForm';

const filled = {
  trainingName: '全省组织工作业务培训班',
  organiser: ' 省委组织部 ',
  startDate: '2026-04-01',
  endDate: '2026-04-05',
  reason: '岗位调整，需参加业务培训。',
  contactPhone: '13800138001',
};

describe('the dispatch application form', () => {
  it('accepts a complete application', () => {
    expect(validateDispatch(filled)).toEqual({});
  });

  it('asks for every required field with the server’s own words', () => {
    expect(validateDispatch({ trainingName: ' ', startDate: '', endDate: '', reason: '', contactPhone: '' })).toEqual({
      trainingName: '请填写培训名称',
      startDate: '请填写开始日期',
      endDate: '请填写结束日期',
      reason: '请填写申请理由',
      contactPhone: '请输入手机号码',
    });
  });

  it('checks the dates are real and in order', () => {
    expect(validateDispatch({ ...filled, startDate: '2026-02-30' }).startDate).toBe(dispatchMessages.dateInvalid);
    expect(validateDispatch({ ...filled, endDate: '2026/04/05' }).endDate).toBe(dispatchMessages.dateInvalid);
    expect(validateDispatch({ ...filled, endDate: '2026-03-31' }).endDate).toBe('结束日期不能早于开始日期');
    expect(validateDispatch({ ...filled, endDate: '2026-04-01' })).toEqual({});
  });

  it('limits the reason to 500 characters and checks the phone number', () => {
    expect(validateDispatch({ ...filled, reason: '学'.repeat(501) }).reason).toBe('申请理由不能超过500字');
    expect(validateDispatch({ ...filled, contactPhone: '12345' }).contactPhone).toBe('请输入正确的手机号');
    expect(validateDispatch({ ...filled, contactPhone: '010-12345678' })).toEqual({});
  });

  it('sends trimmed values and leaves out an empty organiser', () => {
    expect(toApplication(filled).organiser).toBe('省委组织部');
    expect('organiser' in toApplication({ ...filled, organiser: '  ' })).toBe(false);
  });
});
