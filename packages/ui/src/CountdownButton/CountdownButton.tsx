import { forwardRef, useEffect, useRef, useState } from 'react';
import type { ButtonProps } from '../Button';
import { useCountdownButtonMessages } from '../messages';
import { CountdownButtonRoot } from './CountdownButton.styles';

export interface CountdownButtonProps extends Omit<ButtonProps, 'onClick' | 'loading' | 'action' | 'type'> {
  /**
   * Sends the code (after checking the phone number and image captcha, docs/product/session.md#sms-login). Resolve
   * `true` when it was sent; `false` or a rejection leaves the button pressable at once, so
   * report the failure to the learner here.
   */
  onRequest: () => Promise<boolean> | boolean;
  /** Seconds before the code can be requested again; 60 by default (docs/product/session.md#sms-login). */
  seconds?: number;
  /** The idle label; 获取验证码 by default. */
  children?: ButtonProps['children'];
}

/**
 * The "send code" button of an SMS verification: it shows a spinner while the request is on
 * its way, then counts down (N秒后重新获取) and refuses presses until the time is up.
 */
export const CountdownButton = forwardRef<HTMLButtonElement, CountdownButtonProps>(function CountdownButton(
  { onRequest, seconds = 60, disabled = false, children, ...rest },
  ref,
) {
  const messages = useCountdownButtonMessages();
  const [pending, setPending] = useState(false);
  const [remaining, setRemaining] = useState(0);
  const [deadline, setDeadline] = useState<number | null>(null);
  // State lags a render behind; a second press in the same tick must not send a second code.
  const requesting = useRef(false);

  // Counted against a deadline, not by ticks: a background tab's throttled timers would
  // otherwise stretch the minute.
  useEffect(() => {
    if (deadline === null) return;
    const timer = setInterval(() => {
      const left = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setRemaining(left);
      if (left === 0) setDeadline(null);
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline]);

  const press = async () => {
    if (requesting.current || remaining > 0 || disabled) return;
    requesting.current = true;
    setPending(true);
    let sent: boolean;
    try {
      sent = (await onRequest()) === true;
    } catch {
      // A rejected request counts as not sent; telling the learner why is the caller's part.
      sent = false;
    } finally {
      requesting.current = false;
      setPending(false);
    }
    if (sent) {
      setRemaining(seconds);
      setDeadline(Date.now() + seconds * 1000);
    }
  };

  const counting = remaining > 0;
  return (
    <CountdownButtonRoot
      ref={ref}
      {...rest}
      type="button"
      disabled={disabled || counting}
      loading={pending}
      onClick={() => void press()}
    >
      {counting ? messages.counting(remaining) : (children ?? messages.idle)}
    </CountdownButtonRoot>
  );
});
