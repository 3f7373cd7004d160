import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAuth } from 'shared-auth';
import { LoadingText, assignLocation } from 'shared-ui';
import { MESSAGES, type Role } from 'shared-domain';

/**
 * product spec §2 "Route guard": 'Loading...' while the session is checked; unauthenticated -> /login;
 * a role that is not allowed -> /. A courtesy only: the server enforces every rule itself.
 *
 * Once someone it let in signs out, the guard leaves for /login with one full page load (product spec §4:
 * the user menu waits for the sign-out, then the page reloads), which drops every remote's in-memory
 * state. No client-side redirect first: it would race that load, and it would note the page as 'from',
 * so the next sign-in would return there instead of to the dashboard. An expired session keeps 'from' and the
 * sign-in page says why (the server ends a session that stayed idle or reached its absolute limit).
 *
 * An admin whom the system settings require to set up two-factor goes to the settings page (where it is set up)
 * before anything else; the server refuses everything else to it anyway.
 */
const TWO_FACTOR_SETUP_PAGE = '/admin/settings';

export function RouteGuard({ roles, children }: { roles: Role[]; children: ReactNode }) {
  const { status, user, expired } = useAuth();
  const location = useLocation();
  const signedIn = status === 'signedIn' && !!user;
  const [admitted, setAdmitted] = useState(signedIn);
  const signedOutHere = admitted && status === 'signedOut' && !expired;
  useEffect(() => {
    if (signedIn) setAdmitted(true);
  }, [signedIn]);
  useEffect(() => {
    if (signedOutHere) assignLocation('/login');
  }, [signedOutHere]);

  if (status === 'loading' || signedOutHere) return <LoadingText />;
  if (!signedIn)
    return <Navigate to="/login" replace state={{ from: location.pathname, ...(expired ? { notice: MESSAGES.sessionExpired } : {}) }} />;
  if (!roles.includes(user.role)) return <Navigate to="/" replace />;
  if (user.twoFactorSetupRequired && location.pathname !== TWO_FACTOR_SETUP_PAGE) return <Navigate to={TWO_FACTOR_SETUP_PAGE} replace />;
  return <>{children}</>;
}
