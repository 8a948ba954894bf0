import { validateConfirmPassword, validateNewPassword, validateOldPassword, validateVerificationCode } from '@study-portal/api';

/** What the learner types into the password-change form (docs/product/session.md#password-change), in clear. */
export interface PasswordFields {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
  verificationCode: string;
}

export type PasswordField = keyof PasswordFields;
export type PasswordErrors = Partial<Record<PasswordField, string>>;

export const emptyPasswordFields: PasswordFields = { oldPassword: '', newPassword: '', confirmPassword: '', verificationCode: '' };

/** The fields in the order shown, which is also the order the first problem is looked for in. */
export const passwordFieldOrder: readonly PasswordField[] = ['oldPassword', 'newPassword', 'confirmPassword', 'verificationCode'];

/** One field's message (docs/product/session.md#validation-rules), or undefined when it passes. */
export function validatePasswordField(field: PasswordField, values: PasswordFields): string | undefined {
  switch (field) {
    case 'oldPassword':
      return validateOldPassword(values.oldPassword);
    case 'newPassword':
      return validateNewPassword(values.newPassword);
    case 'confirmPassword':
      return validateConfirmPassword(values.confirmPassword, values.newPassword);
    case 'verificationCode':
      return validateVerificationCode(values.verificationCode);
  }
}

/** Every field's message; empty when the form may be sent. */
export function validatePasswordForm(values: PasswordFields): PasswordErrors {
  const errors: PasswordErrors = {};
  for (const field of passwordFieldOrder) {
    const message = validatePasswordField(field, values);
    if (message) errors[field] = message;
  }
  return errors;
}

/**
 * The messages after `field` changed to give `values`: a field already showing a message is
 * checked again (so the message goes once the value is right), and a change of the new
 * password checks the confirmation again once it has been typed (docs/product/session.md#validation-rules).
 */
export function revalidateAfterChange(field: PasswordField, values: PasswordFields, errors: PasswordErrors): PasswordErrors {
  const next = { ...errors };
  const recheck = (name: PasswordField) => {
    const message = validatePasswordField(name, values);
    if (message) next[name] = message;
    else delete next[name];
  };
  if (field in errors) recheck(field);
  if (field === 'newPassword' && (values.confirmPassword !== '' || 'confirmPassword' in errors)) recheck('confirmPassword');
  return next;
}
