import { isBlankText as isBlank, textLength } from './text';

/**
 * The account forms' validation rules (docs/product/session.md#validation-rules). Each rule returns the message to show, or
 * `undefined` when the value passes, so the forms and the fake backend share one reading.
 */
export const validationMessages = {
  phoneRequired: '请输入手机号码',
  phoneInvalid: '请输入正确的手机号',
  imageCaptchaRequired: '请输入图片验证码',
  smsCodeRequired: '请输入短信验证码',
  pinRequired: '请输入PIN码',
  oldPasswordRequired: '请输入原密码',
  newPasswordRequired: '请输入新密码',
  newPasswordTooShort: '密码长度8位以上',
  newPasswordWeak: '必须包含大、小写字母和数字以及特殊字符；可用字符 @!#%^*().?',
  confirmPasswordRequired: '请再次输入密码',
  confirmPasswordMismatch: '两次输入密码不一致!',
  verificationCodeRequired: '请输入验证码',
} as const;

/** docs/product/session.md#password-rules: the shortest password accepted. */
export const minimumPasswordLength = 8;

/** docs/product/session.md#password-rules: the only special characters a password may contain. */
export const passwordSpecialCharacters = '@!#%^*().?';

const mobilePattern = /^1[3-9]\d{9}$/;
const landlinePattern = /^0\d{2,3}-\d{7,8}$/;

// One class per required kind, and nothing outside letters, digits and the allowed specials.
const allowedPasswordPattern = /^[A-Za-z0-9@!#%^*().?]+$/;
const passwordKinds = [/[a-z]/, /[A-Z]/, /\d/, /[@!#%^*().?]/];


const required = (message: string) => (value: string | null | undefined): string | undefined =>
  isBlank(value) ? message : undefined;

/** A mobile number (1, then 3–9, then nine digits) or a landline (0, 2–3 digits, dash, 7–8 digits). */
export function validatePhone(value: string | null | undefined): string | undefined {
  if (isBlank(value)) return validationMessages.phoneRequired;
  const phone = value!.trim();
  return mobilePattern.test(phone) || landlinePattern.test(phone) ? undefined : validationMessages.phoneInvalid;
}

/**
 * The new-password policy. Spaces count as characters (a password is never trimmed), so a
 * password of spaces is not empty but fails the character rule.
 */
export function validateNewPassword(value: string | null | undefined): string | undefined {
  if (value == null || value === '') return validationMessages.newPasswordRequired;
  // Counted as the learner counts: four emoji are four characters, not eight.
  if (textLength(value) < minimumPasswordLength) return validationMessages.newPasswordTooShort;
  if (!allowedPasswordPattern.test(value) || !passwordKinds.every((kind) => kind.test(value))) {
    return validationMessages.newPasswordWeak;
  }
  return undefined;
}

/** The confirmation must repeat the new password exactly. */
export function validateConfirmPassword(confirm: string | null | undefined, newPassword: string | null | undefined): string | undefined {
  if (confirm == null || confirm === '') return validationMessages.confirmPasswordRequired;
  return confirm === (newPassword ?? '') ? undefined : validationMessages.confirmPasswordMismatch;
}

export const validateOldPassword = (value: string | null | undefined): string | undefined =>
  value == null || value === '' ? validationMessages.oldPasswordRequired : undefined;

/** The image captcha of the SMS dialog. */
export const validateImageCaptcha = required(validationMessages.imageCaptchaRequired);

export const validateSmsCode = required(validationMessages.smsCodeRequired);

/** The UKEY PIN. */
export const validatePin = (value: string | null | undefined): string | undefined =>
  value == null || value === '' ? validationMessages.pinRequired : undefined;

/** The image captcha of the password form, which has its own wording. */
export const validateVerificationCode = required(validationMessages.verificationCodeRequired);
