import { useMessageBox, useToast } from '@study-portal/ui';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import type { PasswordChangeRule } from '../../tenants/profiles';
import { useSession } from '../SessionProvider';
import { passwordReminded, passwordRemindedKey, passwordTabAddress, postLoginCheck, postLoginMessages } from './postLoginCheck';

// The forced dialog carries the whole password form; only the rare user who needs it loads it.
const ForcedPasswordDialog = lazy(async () => ({ default: (await import('./ForcedPasswordDialog')).ForcedPasswordDialog }));

const rememberReminder = () => {
  try {
    window.sessionStorage.setItem(passwordRemindedKey, '1');
  } catch {
    // Without storage the reminder may come again on the next page load; nothing breaks.
  }
};

export interface PostLoginChecksProps {
  passwordChange: PasswordChangeRule;
  /** Opens the logout address in a new window; replaced in stories and tests. */
  openWindow: (url: string) => void;
}

/** docs/product/session.md#post-login-checks: what a signed-in user is told, or made to do, before using the portal. */
export function PostLoginChecks({ passwordChange, openWindow }: PostLoginChecksProps) {
  const { user, logout, updateUser } = useSession();
  const messageBox = useMessageBox();
  const toast = useToast();
  const navigate = useNavigate();
  const check = user.status === 'ready' ? postLoginCheck(user.user, passwordChange, passwordReminded()) : 'none';
  const handled = useRef<string | undefined>(undefined);
  const userId = user.status === 'ready' ? user.user.id : undefined;

  useEffect(() => {
    if (check !== 'traineeMissing' && check !== 'passwordReminder') return;
    const key = `${check}:${userId}`;
    if (handled.current === key) return;
    handled.current = key;
    if (check === 'passwordReminder') {
      rememberReminder();
      updateUser({ needUpdatePwd: false });
      toast.warning(postLoginMessages.passwordReminder);
      navigate(passwordTabAddress);
      return;
    }
    void messageBox
      .alert({ title: postLoginMessages.traineeMissingTitle, message: postLoginMessages.traineeMissing, confirmLabel: postLoginMessages.confirm, tone: 'warning' })
      // docs/product/session.md#missing-trainee-record: the logout address opens in a new window, to come back to /index.
      .then(() => logout({ inNewWindow: openWindow }));
  }, [check, userId, messageBox, toast, navigate, logout, updateUser, openWindow]);

  if (check !== 'forcedPassword') return null;
  return (
    <Suspense fallback={null}>
      <ForcedPasswordDialog />
    </Suspense>
  );
}
