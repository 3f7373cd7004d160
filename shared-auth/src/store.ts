import { create } from 'zustand';
import { MESSAGES, SESSION_LIFETIME_MS, sessionPaths, type SessionUser, type SignInResponse } from 'shared-domain';
import { ApiError, api, clientHooks } from './api-client';
import { errorMessage } from './errors';
import { clearSession, readSession, updateStored, writeSession, activeStorage } from './storage';

/** Caches of one user's data (the query cache registers itself): emptied whenever the session changes. */
const sessionCaches = new Set<() => void>();
export function registerSessionCache(clear: () => void): () => void {
  sessionCaches.add(clear);
  return () => sessionCaches.delete(clear);
}
const clearSessionCaches = () => sessionCaches.forEach((clear) => clear());

export type AuthStatus = 'loading' | 'signedOut' | 'signedIn';
/** A sign-in's answer: signed in, refused, or (two-factor) waiting for the code step's `challenge`. */
export type SignInResult =
  { success: true; user: SessionUser } | { success: false; error: string } | { success: false; challenge: string; error: null };

export interface AuthState {
  status: AuthStatus;
  user: SessionUser | null;
  token: string | null;
  expiresAt: number | null;
  /** The last sign-in error text. */
  error: string | null;
  /** True when the last restore found an expired session (the guard sends the user to /login). */
  expired: boolean;
  /**
   * When the sign-in that opened this session began (Date.now()). The sign-in page shows the entry splash
   * from that moment, and the area's splash takes it over, so the 1.2 s splash also covers the sign-in
   * request. The area clears it (a reload gets the full splash).
   */
  entrySplashAt: number | null;
  restore: () => void;
  signIn: (email: string, password: string, remember?: boolean) => Promise<SignInResult>;
  /** Signs in with an e-mailed sign-in link's token (POST auth/sign-in-link/redeem; the same answer as sign-in). */
  signInWithLink: (token: string) => Promise<SignInResult>;
  /** The code step of a sign-in with two-factor: the password step's challenge and a code (or a recovery code). */
  verifyTwoFactor: (challenge: string, code: string, remember?: boolean) => Promise<SignInResult>;
  signOut: () => Promise<void>;
  refreshToken: () => Promise<boolean>;
  setUser: (user: SessionUser) => void;
}

const signedOut = { status: 'signedOut' as const, user: null, token: null, expiresAt: null };

/** Opens a session from sign-in's answer (a password, or an e-mailed link's token). */
async function startSession(
  set: (partial: Partial<AuthState>) => void,
  call: () => Promise<SignInResponse>,
  remember: boolean,
): Promise<SignInResult> {
  const startedAt = Date.now();
  let res: SignInResponse;
  try {
    res = await call();
  } catch (err) {
    if (err instanceof ApiError) {
      const error = errorMessage(err, MESSAGES.loginFailed);
      set({ error });
      return { success: false, error };
    }
    throw err;
  }
  if (res?.success && res.challenge && !res.token) return { success: false, challenge: res.challenge, error: null };
  if (!res?.success || !res.token || !res.user) {
    const error = res?.message || MESSAGES.loginFailed;
    set({ error });
    return { success: false, error };
  }
  const expiresAt = res.expiresAt ?? Date.now() + SESSION_LIFETIME_MS;
  // The stored session of a school user includes its school lookup response (written once, here; the
  // school area reads its school through the query cache, never back from storage).
  let schoolData: unknown = null;
  if (res.user.role === 'school' && res.user.profile) {
    schoolData = await api
      .get<unknown>(sessionPaths.school(res.user.profile), { headers: { Authorization: `Bearer ${res.token}` } })
      .catch(() => null);
  }
  clearSessionCaches();
  writeSession({ token: res.token, user: res.user, expiresAt, schoolData }, remember);
  set({ status: 'signedIn', token: res.token, user: res.user, expiresAt, error: null, expired: false, entrySplashAt: startedAt });
  return { success: true, user: res.user };
}

export const useAuthStore = create<AuthState>((set, get) => ({
  status: 'loading',
  user: null,
  token: null,
  expiresAt: null,
  error: null,
  expired: false,
  entrySplashAt: null,

  restore: () => {
    try {
      const r = readSession();
      if (r.kind === 'none') return set({ ...signedOut, expired: false });
      if (r.kind === 'expired') {
        clearSession();
        return set({ ...signedOut, expired: true });
      }
      const { token, user, expiresAt } = r.session;
      set({ status: 'signedIn', token, user, expiresAt, expired: false });
    } catch (err) {
      console.error('Failed to restore the session', err);
      clearSession();
      set({ ...signedOut, expired: false });
    }
  },

  signIn: (email, password, remember = true) =>
    startSession(set, () => api.post<SignInResponse>(sessionPaths.signIn, { email, password, remember }, { auth: false }), remember),

  signInWithLink: (token) =>
    startSession(set, () => api.post<SignInResponse>(sessionPaths.signInLinkRedeem, { token }, { auth: false }), false),

  verifyTwoFactor: (challenge, code, remember = false) =>
    startSession(set, () => api.post<SignInResponse>(sessionPaths.twoFactorVerify, { challenge, code }, { auth: false }), remember),

  signOut: async () => {
    const token = get().token;
    if (token) await api.post(sessionPaths.signOut, {}, { headers: { Authorization: `Bearer ${token}` } }).catch(() => undefined);
    clearSession();
    clearSessionCaches();
    set({ ...signedOut, error: null, expired: false });
  },

  refreshToken: async () => {
    const token = get().token;
    if (!token) return false;
    try {
      const res = await api.post<SignInResponse>(
        sessionPaths.refreshToken,
        {},
        {
          headers: { Authorization: `Bearer ${token}` },
        },
      );
      if (!res?.token) return false;
      const expiresAt = res.expiresAt ?? Date.now() + SESSION_LIFETIME_MS;
      updateStored('token', res.token);
      updateStored('expiry', String(expiresAt));
      set({ token: res.token, expiresAt });
      return true;
    } catch {
      return false;
    }
  },

  setUser: (user) => {
    updateStored('user', JSON.stringify(user));
    set({ user });
  },
}));

// The HTTP client reads the token from the store, and a 401 on an authenticated call signs the user out.
clientHooks.getToken = () => useAuthStore.getState().token;
clientHooks.onUnauthorized = () => {
  if (useAuthStore.getState().status !== 'signedIn') return;
  clearSession();
  clearSessionCaches();
  useAuthStore.setState({ ...signedOut, expired: true });
};

/** Whether a session lives in localStorage ('Remember me'). */
export const isRemembered = () => activeStorage() === window.localStorage;
