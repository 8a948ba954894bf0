import { validateImageCaptcha, validatePhone, validateSmsCode } from '@study-portal/api';

/** What the learner typed into the phone dialog. */
export interface PhoneVerifyValues {
  phoneNumber: string;
  verificationCode: string;
  code: string;
}

export type PhoneVerifyErrors = Partial<Record<keyof PhoneVerifyValues, string>>;

export const phoneVerifyMessages = {
  title: '手机号验证',
  intro: '为了管理后台的安全，请验证账号绑定的手机号。',
  phone: '手机号',
  captcha: '图片验证码',
  smsCode: '短信验证码',
  send: '获取验证码',
  submit: '验证并登录',
  cancel: '取消',
  /** A failed submit whose cause is the network, not the server (docs/product/session.md#sms-login). */
  network: '网络错误，请稍后再试',
} as const;

/** docs/product/session.md#sms-login: a code is requested only for a valid phone and a typed image captcha. */
export function checkCodeRequest(values: PhoneVerifyValues): PhoneVerifyErrors {
  const errors: PhoneVerifyErrors = {};
  const phone = validatePhone(values.phoneNumber);
  const captcha = validateImageCaptcha(values.verificationCode);
  if (phone) errors.phoneNumber = phone;
  if (captcha) errors.verificationCode = captcha;
  return errors;
}

/** The whole form, before it is sent: the code request's rules and the SMS code (docs/product/session.md#validation-rules). */
export function checkPhoneVerify(values: PhoneVerifyValues): PhoneVerifyErrors {
  const errors = checkCodeRequest(values);
  const code = validateSmsCode(values.code);
  if (code) errors.code = code;
  return errors;
}

export const hasErrors = (errors: PhoneVerifyErrors) => Object.keys(errors).length > 0;
