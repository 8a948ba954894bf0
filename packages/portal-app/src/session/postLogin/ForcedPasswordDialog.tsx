import { Dialog } from '@study-portal/ui';
import { useState } from 'react';
import { PasswordChangeForm } from '../password';
import { postLoginMessages } from './postLoginCheck';

/**
 * The forced password change (docs/product/session.md#forced-password-change, docs/product/frame.md#dialogs: 400 px): no close button, no Esc, no backdrop
 * click. It ends only with the change, which signs the user out to sign in again.
 */
export function ForcedPasswordDialog() {
  // Closes once the change is made; the form then signs the user out to sign in again.
  const [open, setOpen] = useState(true);
  return (
    <Dialog open={open} width={400} closable={false} title={postLoginMessages.forcedPasswordTitle}>
      <p>{postLoginMessages.forcedPasswordIntro}</p>
      <PasswordChangeForm onChanged={() => setOpen(false)} />
    </Dialog>
  );
}
