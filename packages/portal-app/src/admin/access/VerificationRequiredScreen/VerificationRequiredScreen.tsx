import type { UserInfo } from '@study-portal/api';
import { Button, UkeyPinDialog, useToast } from '@study-portal/ui';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { PageNotice } from '../../../components/PageNotice';
import { adminEntryMessages } from '../../../session/adminEntry';
import { useUkeyAdminLogin } from '../../../session/ukeyLogin/useUkeyAdminLogin';
import { adminMessages } from '../../components/adminTexts';

const PhoneVerifyDialog = lazy(() => import('../../../session/phoneVerify').then((module) => ({ default: module.PhoneVerifyDialog })));

export interface VerificationRequiredScreenProps {
  /** The signed-in administrator whose extra verification is owed (`check` true). */
  user: UserInfo;
  /** Runs once the server has accepted the verification: the gate asks who is signed in again. */
  onVerified: () => void;
}

/**
 * An administrator who still owes the extra verification (docs/product/admin.md#extra-verification), however they reached the
 * admin site (a pasted address included): the UKEY PIN when `needUkey`, otherwise the phone
 * with its message, before any of the site. The dialog opens at once, as the portal's entry
 * does; closing it leaves a button to open it again.
 */
export function VerificationRequiredScreen({ user, onVerified }: VerificationRequiredScreenProps) {
  const method = user.needUkey ? 'ukey' : 'sms';
  const toast = useToast();
  const [phoneOpen, setPhoneOpen] = useState(false);
  const ukey = useUkeyAdminLogin({ idCardHash: user.idCardHash ?? '', onVerified });
  const started = useRef(false);

  const start = () => {
    if (method === 'ukey') {
      ukey.start();
      return;
    }
    toast.error(adminEntryMessages.verifyPhone);
    setPhoneOpen(true);
  };

  useEffect(() => {
    // Once per visit of the screen, also under StrictMode's double effects.
    if (started.current) return;
    started.current = true;
    start();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the first verification starts once, on arrival
  }, []);

  return (
    <>
      <PageNotice
        title={adminMessages.verificationRequired}
        description={method === 'ukey' ? adminMessages.verifyByUkey : adminMessages.verifyByPhone}
      >
        <Button variant="primary" onClick={start}>
          {method === 'ukey' ? adminMessages.startUkey : adminMessages.startPhone}
        </Button>{' '}
        <a href="/index">{adminMessages.backToPortal}</a>
      </PageNotice>
      {phoneOpen && (
        <Suspense fallback={null}>
          <PhoneVerifyDialog
            open
            user={user}
            onCancel={() => setPhoneOpen(false)}
            onVerified={() => {
              setPhoneOpen(false);
              onVerified();
            }}
          />
        </Suspense>
      )}
      <UkeyPinDialog {...ukey.dialogProps} />
    </>
  );
}
