import { isPasswordKeyError, passwordSpecialCharacters, useCaptcha, useChangePassword } from '@study-portal/api';
import { Button, CaptchaField, FormItem, Input, useToast } from '@study-portal/ui';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useSession } from '..';
import {
  emptyPasswordFields,
  passwordFieldOrder,
  revalidateAfterChange,
  validatePasswordField,
  validatePasswordForm,
  type PasswordErrors,
  type PasswordField,
  type PasswordFields,
} from './passwordForm';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: var(--sp-space-3);
  max-width: 560px;

  & > button {
    align-self: flex-start;
  }
`;

/** The success toast, word for word (docs/product/session.md#password-change). */
export const passwordChangedMessage = '修改成功,请重新登录';

/** How long the success toast is read before the logout: a toast's own time on screen. */
export const logoutAfterChangeMs = 3000;

export interface PasswordChangeFormProps {
  /** Called once the password has changed, before the learner is logged out (e.g. to close a dialog). */
  onChanged: () => void;
}

const labels: Record<Exclude<PasswordField, 'verificationCode'>, { label: string; autoComplete: string }> = {
  oldPassword: { label: '原密码', autoComplete: 'current-password' },
  newPassword: { label: '新密码', autoComplete: 'new-password' },
  confirmPassword: { label: '确认密码', autoComplete: 'new-password' },
};

/**
 * The password change (docs/product/session.md#password-change): the old password, the new one twice and the image captcha,
 * checked with the product's messages, then sent RSA-encrypted. A refusal reaches the learner as
 * the server's message through the app's failure notifier (which shows every failed call's
 * message, so the form does not show it a second time) and brings a fresh captcha; the
 * passwords typed stay. Success says 修改成功,请重新登录 and logs out.
 */
export function PasswordChangeForm({ onChanged }: PasswordChangeFormProps) {
  const { user, logout } = useSession();
  const captcha = useCaptcha('password-change');
  const change = useChangePassword();
  const toast = useToast();
  const [values, setValues] = useState<PasswordFields>(emptyPasswordFields);
  const [errors, setErrors] = useState<PasswordErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const [changed, setChanged] = useState(false);
  const idCardHash = user.status === 'ready' ? user.user.idCardHash : '';

  const edit = (field: PasswordField) => (value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    setErrors((current) => revalidateAfterChange(field, next, current));
  };

  const check = (field: PasswordField) => () =>
    setErrors((current) => {
      const message = validatePasswordField(field, values);
      const next = { ...current };
      if (message) next[field] = message;
      else delete next[field];
      return next;
    });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const problems = validatePasswordForm(values);
    setErrors(problems);
    const first = passwordFieldOrder.find((field) => problems[field]);
    if (first) {
      form.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    if (!captcha.data || !idCardHash) return;
    setSubmitting(true);
    try {
      await change({ ...values, verificationCodeToken: captcha.data.verificationCodeToken, idcardHash: idCardHash });
      setChanged(true);
      toast.success(passwordChangedMessage);
      onChanged();
      // Not tied to this form's life: a dialog showing it may close on onChanged, and the
      // logout must still follow once the learner has had time to read the toast.
      window.setTimeout(() => void logout(), logoutAfterChangeMs);
    } catch (error) {
      // Nothing was sent: the deployment has no key the form may encrypt with. The learner is
      // told, and keeps what was typed and the captcha's answer for when it is fixed.
      if (isPasswordKeyError(error)) {
        toast.error(error.message);
        return;
      }
      console.error('[password] change refused or failed', error);
      // The captcha answers once: the typed passwords stay, the old picture's answer goes.
      setValues((current) => ({ ...current, verificationCode: '' }));
      void captcha.mutate();
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form noValidate aria-label="修改密码" onSubmit={(event) => void submit(event)}>
      {(Object.keys(labels) as Array<keyof typeof labels>).map((field) => (
        <FormItem
          key={field}
          label={labels[field].label}
          required
          error={errors[field]}
          {...(field === 'newPassword' ? { help: `8位以上，须包含大写字母、小写字母、数字和特殊字符（${passwordSpecialCharacters}）` } : {})}
        >
          <Input
            type="password"
            name={field}
            autoComplete={labels[field].autoComplete}
            value={values[field]}
            invalid={Boolean(errors[field])}
            disabled={changed}
            onChange={(event) => edit(field)(event.target.value)}
            onBlur={check(field)}
          />
        </FormItem>
      ))}
      <FormItem label="验证码" required error={errors.verificationCode}>
        <CaptchaField
          name="verificationCode"
          value={values.verificationCode}
          onChange={edit('verificationCode')}
          onBlur={check('verificationCode')}
          {...(captcha.data ? { imageSrc: captcha.data.validateCodeImge } : {})}
          onRefresh={() => void captcha.mutate()}
          loading={captcha.isValidating}
          error={Boolean(captcha.error)}
          invalid={Boolean(errors.verificationCode)}
          placeholder="请输入验证码"
          disabled={changed}
        />
      </FormItem>
      <Button type="submit" variant="primary" loading={submitting} disabled={changed || !idCardHash}>
        确认修改
      </Button>
    </Form>
  );
}
