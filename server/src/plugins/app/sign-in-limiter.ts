import { MESSAGES } from 'shared-domain';
import { HttpError } from '../../lib/http-errors';

export interface SignInLimit {
  /** Failures allowed per e-mail in the window. */
  max: number;
  /** Failures allowed per IP in the window (default: max). */
  ipMax?: number;
  windowMs: number;
}

/** Counts failed sign-ins per IP and per e-mail in a sliding window; successful sign-ins never count. */
export function createSignInLimiter({ max, ipMax = max, windowMs }: SignInLimit = { max: 10, windowMs: 60_000 }) {
  const failures = new Map<string, number[]>();
  const recent = (key: string, now: number) => {
    const list = (failures.get(key) ?? []).filter((t) => now - t < windowMs);
    if (list.length) failures.set(key, list);
    else failures.delete(key);
    return list;
  };
  const keys = (ip: string, email: string) => [`ip:${ip}`, `email:${email.trim().toLowerCase()}`];
  return {
    /** 429 when this IP or this e-mail already failed `max` times in the window. */
    check(ip: string, email: string): void {
      const now = Date.now();
      const [ipKey, emailKey] = keys(ip, email);
      if (recent(ipKey, now).length >= ipMax || recent(emailKey, now).length >= max) throw new HttpError(429, MESSAGES.tooManyAttempts);
    },
    fail(ip: string, email: string): void {
      const now = Date.now();
      for (const k of keys(ip, email)) failures.set(k, [...recent(k, now), now]);
      // Bounded memory under a spray of addresses.
      if (failures.size > 50_000) failures.clear();
    },
  };
}
export type SignInLimiter = ReturnType<typeof createSignInLimiter>;
