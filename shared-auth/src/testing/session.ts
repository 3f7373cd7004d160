import { SESSION_LIFETIME_MS, type Role, type SessionUser } from 'shared-domain';
// The package entries, not '../store' / '../config': the harness must act on the same store instances the
// code under test imports (see query.tsx).
import { clearSession, useAuthStore, useConfigStore } from 'shared-auth';
import { queryClient } from 'shared-auth/query';
import { writeSession } from '../storage';
import { makeUser } from './fixtures';

// zustand keeps the state the store was created with: resetting to it covers every field the store has
// now or gains later, and puts back actions a test replaced (e.g. a stubbed signIn).
const initialAuthState = useAuthStore.getInitialState();
const initialConfigState = useConfigStore.getInitialState();

/** The auth store as the page starts (status 'loading', no session), and no stored session keys. */
export function resetAuthStore() {
  clearSession();
  useAuthStore.setState(initialAuthState, true);
}

export interface SignInOptions {
  token?: string;
  /** Millisecond timestamp; default a full session lifetime from now. */
  expiresAt?: number;
  /** 'Remember me': localStorage (default) or sessionStorage. */
  remember?: boolean;
}

/**
 * A signed-in session as a real sign-in leaves it: stored under the session keys (which AuthProvider
 * restores on mount) and in the store. `entrySplashAt` stays null, as after a reload.
 */
export function signInAs(
  userOrRole: SessionUser | Role,
  { token = 'test-token', expiresAt = Date.now() + SESSION_LIFETIME_MS, remember = true }: SignInOptions = {},
): SessionUser {
  const user = typeof userOrRole === 'string' ? makeUser(userOrRole) : userOrRole;
  writeSession({ token, user, expiresAt }, remember);
  useAuthStore.setState({ status: 'signedIn', token, user, expiresAt, error: null, expired: false });
  return user;
}

/** Everything one test can leave behind for the next: session, store, storage, query cache, runtime config. */
export function resetClientState() {
  resetAuthStore();
  localStorage.clear();
  sessionStorage.clear();
  queryClient.clear();
  useConfigStore.setState(initialConfigState, true);
}
