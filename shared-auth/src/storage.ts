import type { SessionUser } from 'shared-domain';

/** localStorage keys of product spec §§3 and 6. */
export const STORAGE_KEYS = {
  token: 'authToken',
  user: 'userData',
  expiry: 'tokenExpiry',
  schoolData: 'schoolData',
} as const;

export interface StoredSession {
  token: string;
  user: SessionUser;
  expiresAt: number;
}

/**
 * 'Remember me' keeps the session in localStorage (it survives closing the browser for its 24 h);
 * without it the same keys live in sessionStorage and end with the tab.
 */
function stores(): Storage[] {
  const out: Storage[] = [];
  try {
    out.push(window.localStorage);
  } catch {
    /* storage unavailable */
  }
  try {
    out.push(window.sessionStorage);
  } catch {
    /* storage unavailable */
  }
  return out;
}

/** The storage that currently holds a token (local first), if any. */
export function activeStorage(): Storage | null {
  return stores().find((s) => s.getItem(STORAGE_KEYS.token) !== null) ?? null;
}

export type ReadResult = { kind: 'none' } | { kind: 'expired' } | { kind: 'ok'; session: StoredSession };

/** Reads the stored session. Throws on corrupt data (the caller logs and clears). */
export function readSession(now = Date.now()): ReadResult {
  for (const s of stores()) {
    const token = s.getItem(STORAGE_KEYS.token);
    const userData = s.getItem(STORAGE_KEYS.user);
    const expiry = s.getItem(STORAGE_KEYS.expiry);
    if (!token || !userData || !expiry) continue;
    const expiresAt = Number(expiry);
    if (!Number.isFinite(expiresAt)) throw new Error('Stored tokenExpiry is not a number');
    if (expiresAt <= now) return { kind: 'expired' };
    const user = JSON.parse(userData) as SessionUser;
    if (!user || typeof user.email !== 'string' || typeof user.role !== 'string') throw new Error('Stored userData is malformed');
    return { kind: 'ok', session: { token, user, expiresAt } };
  }
  return { kind: 'none' };
}

/** Writes a new session; `schoolData` (school users' lookup response) is stored for the spec's storage contract only. */
export function writeSession(session: StoredSession & { schoolData?: unknown }, remember: boolean) {
  clearSession();
  const s = remember ? window.localStorage : window.sessionStorage;
  s.setItem(STORAGE_KEYS.token, session.token);
  s.setItem(STORAGE_KEYS.user, JSON.stringify(session.user));
  s.setItem(STORAGE_KEYS.expiry, String(session.expiresAt));
  if (session.schoolData != null) s.setItem(STORAGE_KEYS.schoolData, JSON.stringify(session.schoolData));
}

export function updateStored(key: keyof typeof STORAGE_KEYS, value: string | null) {
  const s = activeStorage();
  if (!s) return;
  if (value === null) s.removeItem(STORAGE_KEYS[key]);
  else s.setItem(STORAGE_KEYS[key], value);
}

/**
 * Keeps the stored `schoolData` (the spec's copy of the school lookup) in step after the school saves its
 * own record. Write-only: the school area reads its school through its query, never from here.
 */
export function storeSchoolData(school: unknown) {
  updateStored('schoolData', JSON.stringify(school));
}

export function clearSession() {
  for (const s of stores()) for (const k of Object.values(STORAGE_KEYS)) s.removeItem(k);
}
