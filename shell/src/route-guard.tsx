import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAuth } from 'shared-auth';
import { LoadingText, assignLocation } from 'shared-ui';
import type { Role } from 'shared-domain';

/**
 * product spec §2 "Route guard": 'Loading...' while the session is checked; unauthenticated -> /login;
 * a role that is not allowed -> /. A courtesy only: the server enforces every rule itself.
 *
 * Once someone it let in signs out, the guard leaves for /login with one full page load (product spec §4:
 * the user menu waits for the sign-out, then the page reloads), which drops every remote's in-memory
 * state. No client-side redirect first: it would race that load, and it would note the page as 'from',
 * so the next sign-in would return there instead of to the dashboard. An expired session keeps 'from'.
 */
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
  if (!signedIn) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  if (!roles.includes(user.role)) return <Navigate to="/" replace />;
  return <>{children}</>;
}
