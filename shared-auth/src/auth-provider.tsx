import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { MESSAGES, ROLE_LANDING, UNKNOWN_ROLE_LANDING, type Role } from 'shared-domain';
import { useAuthStore, type AuthState } from './store';

const AuthContext = createContext(false);

/** Restores the stored session at start and signs out when the token expires (the areas provide the query client: 'shared-auth/query'). */
export function AuthProvider({ children }: { children: ReactNode }) {
  const restore = useAuthStore((s) => s.restore);
  const expiresAt = useAuthStore((s) => s.expiresAt);
  useEffect(() => {
    restore();
  }, [restore]);
  useEffect(() => {
    if (!expiresAt) return;
    const ms = expiresAt - Date.now();
    // setTimeout's limit is ~24.8 days; a session lasts 24 h.
    const id = setTimeout(() => useAuthStore.getState().restore(), Math.max(0, Math.min(ms, 2 ** 31 - 1)));
    return () => clearTimeout(id);
  }, [expiresAt]);
  return <AuthContext.Provider value={true}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  if (!useContext(AuthContext)) throw new Error(MESSAGES.useAuthOutsideProvider);
  return useAuthStore();
}

/** Where a role lands after sign-in; unknown roles go to /login (product spec §2). */
export function roleLanding(role: string | undefined | null): string {
  return role && role in ROLE_LANDING ? ROLE_LANDING[role as Role] : UNKNOWN_ROLE_LANDING;
}
