import { isApiError, sendSmsCode, smsLogin, useCaptcha, usePortalClients, type UserInfo } from '@study-portal/api';
import { Button, CaptchaField, CountdownButton, Dialog, FormItem, Input, toCaptchaImageSrc } from '@study-portal/ui';
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  checkCodeRequest,
  checkPhoneVerify,
  hasErrors,
  phoneVerifyMessages as text,
  type PhoneVerifyErrors,
  type PhoneVerifyValues,
} from './phoneVerifyForm';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: var(--sp-space-3);

  & p {
    margin: 0;
    color: var(--sp-color-text-muted);
  }
`;

const Outcome = styled.p<{ $tone: 'error' | 'info' }>`
  && {
    color: ${({ $tone }) => ($tone === 'error' ? 'var(--sp-color-danger)' : 'var(--sp-color-text)')};
  }
`;

export interface PhoneVerifyDialogProps {
  open: boolean;
  user: Pick<UserInfo, 'telephone' | 'idCardHash' | 'roleList'>;
  /** The phone was verified: the admin site may open (docs/product/admin.md#extra-verification). */
  onVerified: () => void;
  onCancel: () => void;
}

/** The server's words when it gave a reason; the network text (docs/product/session.md#sms-login) when nothing came back. */
const messageOf = (error: unknown): string =>
  isApiError(error) && (error.kind === 'business' || error.kind === 'http') && error.serverMessage
    ? error.serverMessage
    : text.network;

/**
 * The admin entry's phone verification (docs/product/frame.md#dialogs; docs/product/admin.md#extra-verification, docs/product/session.md#sms-login): the bound phone, an image captcha
 * guarding the SMS, the SMS code with a 60 s resend, and the server's message on a refusal.
 * What the learner typed stays through every failure; only the spent captcha is renewed.
 */
export function PhoneVerifyDialog({ open, user, onVerified, onCancel }: PhoneVerifyDialogProps) {
  const clients = usePortalClients();
  const captcha = useCaptcha('phone-verify');
  const formId = useId();
  const [values, setValues] = useState<PhoneVerifyValues>({ phoneNumber: user.telephone ?? '', verificationCode: '', code: '' });
  const [errors, setErrors] = useState<PhoneVerifyErrors>({});
  const [outcome, setOutcome] = useState<{ tone: 'error' | 'info'; message: string } | undefined>();
  const [submitting, setSubmitting] = useState(false);

  // An answer belongs to the picture it was read from: a new picture (after a send, a refusal,
  // or the learner's refresh) empties the field, so no old answer goes out under a new token.
  const captchaToken = captcha.data?.verificationCodeToken;
  const [answeredToken, setAnsweredToken] = useState(captchaToken);
  if (answeredToken !== captchaToken) {
    setAnsweredToken(captchaToken);
    // The first picture arriving replaces none: what was typed meanwhile stays.
    if (answeredToken !== undefined) setValues((current) => (current.verificationCode === '' ? current : { ...current, verificationCode: '' }));
  }

  const change = (field: keyof PhoneVerifyValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const requestCode = async (): Promise<boolean> => {
    const problems = checkCodeRequest(values);
    setErrors(problems);
    if (hasErrors(problems)) return false;
    try {
      const message = await sendSmsCode(clients.pc, {
        phoneNumber: values.phoneNumber.trim(),
        verificationCode: values.verificationCode.trim(),
        verificationCodeToken: captcha.data?.verificationCodeToken ?? '',
      });
      setOutcome({ tone: 'info', message });
      return true;
    } catch (error) {
      setOutcome({ tone: 'error', message: messageOf(error) });
      return false;
    } finally {
      // The captcha answers once, sent or refused.
      void captcha.mutate();
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const problems = checkPhoneVerify(values);
    setErrors(problems);
    if (hasErrors(problems)) return;
    setSubmitting(true);
    try {
      await smsLogin(clients.pc, {
        clientId: user.roleList[0]?.clientId ?? '',
        phoneNumber: values.phoneNumber.trim(),
        code: values.code.trim(),
        verificationCode: values.verificationCode.trim(),
        verificationCodeToken: captcha.data?.verificationCodeToken ?? '',
        idCardHash: user.idCardHash,
      });
      onVerified();
    } catch (error) {
      setOutcome({ tone: 'error', message: messageOf(error) });
      // The server spent the captcha on this attempt: the next one needs a new picture.
      void captcha.mutate();
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Dialog
      open={open}
      width={360}
      title={text.title}
      onClose={onCancel}
      footer={
        <>
          <Button onClick={onCancel}>{text.cancel}</Button>
          <Button variant="primary" type="submit" form={formId} loading={submitting}>
            {text.submit}
          </Button>
        </>
      }
    >
      <Form id={formId} onSubmit={(event) => void submit(event)} noValidate>
        <p>{text.intro}</p>
        <FormItem label={text.phone} required layout="vertical" error={errors.phoneNumber}>
          <Input
            type="tel"
            autoComplete="tel"
            value={values.phoneNumber}
            onChange={(event) => change('phoneNumber')(event.target.value)}
          />
        </FormItem>
        <FormItem label={text.captcha} required layout="vertical" error={errors.verificationCode}>
          <CaptchaField
            value={values.verificationCode}
            onChange={change('verificationCode')}
            {...(captcha.data ? { imageSrc: toCaptchaImageSrc(captcha.data.validateCodeImge) } : {})}
            loading={captcha.isValidating}
            error={Boolean(captcha.error)}
            onRefresh={() => void captcha.mutate()}
          />
        </FormItem>
        <FormItem
          label={text.smsCode}
          required
          layout="vertical"
          error={errors.code}
          addon={<CountdownButton onRequest={requestCode}>{text.send}</CountdownButton>}
        >
          <Input
            inputMode="numeric"
            autoComplete="one-time-code"
            value={values.code}
            onChange={(event) => change('code')(event.target.value)}
          />
        </FormItem>
        <Outcome role={outcome?.tone === 'error' ? 'alert' : 'status'} $tone={outcome?.tone ?? 'info'}>
          {outcome?.message ?? ''}
        </Outcome>
      </Form>
    </Dialog>
  );
}
