import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAuth } from 'shared-auth';
import { LoadingText } from 'shared-ui';
import type { Role } from 'shared-domain';

/**
 * SPEC section 2 "Route guard": 'Loading...' while the session is checked; unauthenticated -> /login;
 * a role that is not allowed -> /. A courtesy only: the server enforces every rule itself.
 */
export function RouteGuard({ roles, children }: { roles: Role[]; children: ReactNode }) {
  const { status, user } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <LoadingText />;
  if (status !== 'signedIn' || !user) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  if (!roles.includes(user.role)) return <Navigate to="/" replace />;
  return <>{children}</>;
}
