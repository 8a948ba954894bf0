import { sessionEndDelayMs } from '@study-portal/api';
import { Button, Loading, useToast } from '@study-portal/ui';
import { useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useRouteMatches } from '../components/RouteTable';
import { PageNotice } from '../components/PageNotice';
import { accessMessages, decideAccess, isOpenRoute, type UserState } from './accessRules';
import { useSession } from './SessionProvider';
import { signInAttempt } from './signInAttempt';

/**
 * The route guard (docs/product/session.md#route-guard; docs/product/routes.md#the-route-guard) as a layout route: its child routes render only when
 * decideAccess allows them.
 */
export function RequireAccess() {
  const location = useLocation();
  const matches = useRouteMatches();
  const { token, user, login } = useSession();
  const toast = useToast();
  const open = isOpenRoute(matches);
  const userState: UserState = user.status === 'visitor' ? { status: 'failed' } : user;
  const decision = decideAccess({ pathname: location.pathname, open, token, user: userState, signInPending: signInAttempt.pending() });

  // One reaction per refusal, kept across the move to /public (this element stays mounted)
  // and across StrictMode's second effect run.
  const reacted = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (decision.kind === 'allow' || decision.kind === 'wait' || decision.kind === 'unavailable' || decision.kind === 'signInFailed') return;
    const key = `${decision.kind}:${location.pathname}`;
    if (reacted.current === key) return;
    reacted.current = key;
    if (decision.kind === 'login') {
      login();
      return;
    }
    toast.warning(decision.message);
    // The warning stays readable before the browser leaves, as with a session ending (docs/product/session.md#session-end-by-the-server).
    if (decision.thenLogin) setTimeout(login, sessionEndDelayMs);
  }, [decision, location.pathname, login, toast]);

  if (decision.kind === 'allow') return <Outlet />;
  if (decision.kind === 'unavailable' && user.status === 'unavailable') {
    return (
      <PageNotice framed title={accessMessages.unavailable} description={user.message}>
        <Button variant="primary" onClick={user.retry}>
          {accessMessages.retry}
        </Button>
      </PageNotice>
    );
  }
  if (decision.kind === 'signInFailed') {
    return (
      <PageNotice framed title={accessMessages.signInFailed} description={accessMessages.signInFailedDetail}>
        <Button variant="primary" onClick={login}>
          {accessMessages.signInAgain}
        </Button>
      </PageNotice>
    );
  }
  if (decision.kind === 'public') return <Navigate to="/public" replace />;
  return <Loading label="正在验证登录状态" />;
}
