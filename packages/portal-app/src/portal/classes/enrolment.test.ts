import type { TbtpClassSummary } from '@study-portal/api';
import { describe, expect, it } from 'vitest';
import { enrolmentOffer, enrolmentSteps, verifyCodeProblem } from './enrolment';

const item: TbtpClassSummary = {
  tbtpId: 'tbtp-02',
  name: '数字政府建设专题研修班',
  requiredHours: 10,
  enrolled: false,
  needVerifyCode: true,
  ended: false,
};

describe('enrolment', () => {
  it('offers the enrolled learner their progress, nothing for an ended class, else enrolment', () => {
    expect(enrolmentOffer({ ...item, enrolled: true, progress: 45 })).toEqual({ kind: 'enrolled', progress: 45 });
    expect(enrolmentOffer({ ...item, enrolled: true, progress: null })).toEqual({ kind: 'enrolled', progress: 0 });
    expect(enrolmentOffer({ ...item, ended: true })).toEqual({ kind: 'ended' });
    expect(enrolmentOffer({ ...item, oneClickEnrol: true })).toEqual({
      kind: 'open',
      target: { tbtpId: 'tbtp-02', name: '数字政府建设专题研修班', needVerifyCode: true, oneClick: true },
    });
  });

  it('verifies the code before saving, and enrols the provincial class with one click only without a code', () => {
    const target = { tbtpId: 't', name: 'n', needVerifyCode: false, oneClick: false };
    expect(enrolmentSteps(target)).toEqual(['save']);
    expect(enrolmentSteps({ ...target, needVerifyCode: true })).toEqual(['verify', 'save']);
    expect(enrolmentSteps({ ...target, oneClick: true })).toEqual(['oneClick']);
    expect(enrolmentSteps({ ...target, oneClick: true, needVerifyCode: true })).toEqual(['verify', 'save']);
  });

  it('asks for the code before any call when none was typed', () => {
    expect(verifyCodeProblem('')).toBe('请输入报名验证码');
    expect(verifyCodeProblem('   ')).toBe('请输入报名验证码');
    expect(verifyCodeProblem('1234')).toBeUndefined();
  });
});
