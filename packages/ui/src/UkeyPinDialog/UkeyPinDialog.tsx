import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { FormItem } from '../FormItem';
import { Input } from '../Input';
import { useUkeyPinMessages } from '../messages';
import { PinForm, PinHint } from './UkeyPinDialog.styles';

export interface UkeyPinDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called with the PIN; the dialog shows `submitting` while the login runs. */
  onSubmit: (pin: string) => void;
  /** Called by 取消, the close button and Esc. */
  onCancel: () => void;
  /** A failure to show under the field, e.g. PIN码错误，还可以尝试5次. */
  error?: ReactNode;
  /** The login is running: the button shows it and ignores presses. */
  submitting?: boolean;
}

/** The UKEY PIN dialog of the admin login (360 px wide, docs/product/frame.md#dialogs). */
export function UkeyPinDialog({ open, onSubmit, onCancel, error, submitting = false }: UkeyPinDialogProps) {
  const messages = useUkeyPinMessages();
  const formId = useId();
  const [pin, setPin] = useState('');
  const [missing, setMissing] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    if (pin === '') {
      setMissing(true);
      return;
    }
    onSubmit(pin);
  };

  return (
    <Dialog
      open={open}
      width={360}
      title={messages.title}
      onClose={onCancel}
      footer={
        <>
          <Button onClick={onCancel}>{messages.cancel}</Button>
          <Button variant="primary" type="submit" form={formId} loading={submitting}>
            {messages.submit}
          </Button>
        </>
      }
    >
      <PinForm id={formId} onSubmit={submit} noValidate>
        <PinHint>{messages.hint}</PinHint>
        <FormItem label={messages.label} required layout="vertical" error={missing && pin === '' ? messages.required : error}>
          <Input
            type="password"
            autoComplete="off"
            inputMode="numeric"
            value={pin}
            onChange={(event) => {
              setPin(event.target.value);
              setMissing(false);
            }}
          />
        </FormItem>
      </PinForm>
    </Dialog>
  );
}
