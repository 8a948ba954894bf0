import { isBlankText, type TbtpClassSummary } from '@study-portal/api';

/** The enrolment texts. [A] None were given; the missing-trainee wording (docs/product/session.md#missing-trainee-record) is reused. */
export const enrolmentMessages = {
  codeRequired: '请输入报名验证码',
  codeHelp: '本班报名需要验证码，请向主办单位索取',
  noTrainee: '未查询到您的学员信息，请联系本单位后台管理员',
  traineeFailed: '学员信息加载失败，仍可继续报名',
  verifyFailed: '验证码校验失败，请稍后再试',
  failed: '报名失败，请稍后再试',
  ended: '该专题班已结束，不能报名',
  enrolled: (name: string) => `已成功报名“${name}”，可以开始学习了`,
} as const;

/** A class as the enrolment needs it, from a list card or from the class page. */
export interface EnrolTarget {
  tbtpId: string;
  name: string;
  needVerifyCode: boolean;
  /** The provincial class: enrolled with one click (api/handleWsztbBm) when it asks for no code. */
  oneClick: boolean;
}

export type EnrolmentOffer =
  | { kind: 'enrolled'; progress: number }
  | { kind: 'ended' }
  | { kind: 'open'; target: EnrolTarget };

/** What the learner can do about a class: see their progress, nothing (it ended), or enrol. */
export function enrolmentOffer(item: TbtpClassSummary & { oneClickEnrol?: boolean | null }): EnrolmentOffer {
  if (item.enrolled) return { kind: 'enrolled', progress: item.progress ?? 0 };
  if (item.ended) return { kind: 'ended' };
  return {
    kind: 'open',
    target: { tbtpId: item.tbtpId, name: item.name, needVerifyCode: Boolean(item.needVerifyCode), oneClick: Boolean(item.oneClickEnrol) },
  };
}

/** Which call enrols: one click for the provincial class without a code, else verify (when asked) then save. */
export function enrolmentSteps(target: EnrolTarget): Array<'verify' | 'save' | 'oneClick'> {
  if (target.needVerifyCode) return ['verify', 'save'];
  return target.oneClick ? ['oneClick'] : ['save'];
}

/** The verify code as the learner typed it, checked before any call. */
export function verifyCodeProblem(code: string): string | undefined {
  return isBlankText(code) ? enrolmentMessages.codeRequired : undefined;
}
