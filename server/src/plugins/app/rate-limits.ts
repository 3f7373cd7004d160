import fp from 'fastify-plugin';
import { MESSAGES } from 'shared-domain';
import type { Sql } from '../../db/types';
import { HttpError } from '../../lib/http-errors';

/** One limit: at most `max` counted attempts per key of a scope within a sliding window. */
export interface RateRule {
  windowMs: number;
  /** Attempts allowed per account (by e-mail) in the window (a rule without accounts counts per IP only). */
  perAccount: number;
  /** Attempts allowed per client IP in the window. */
  perIp: number;
  /** The 429 message. */
  message: string;
}

export type RateRuleName = 'password' | 'resetRequest' | 'clientError';

/**
 * - password: wrong passwords, per account and per IP: failed sign-ins and the current-password check of the
 *   e-mail and password changes share one budget, so an account's password cannot be guessed faster through
 *   either. A district's office shares one IP, hence the larger per-IP allowance.
 * - resetRequest: forgot-password requests (every one counts, whether or not the account exists, so the limit
 *   tells nothing about which addresses have accounts).
 * - clientError: the browser's error reports (POST /api/client-errors, public), per client IP only: a page stuck in
 *   a render loop, or someone posting on purpose, cannot flood the log or the server's warnings.
 */
export const RATE_RULES: Record<RateRuleName, RateRule> = {
  password: { windowMs: 15 * 60_000, perAccount: 10, perIp: 50, message: MESSAGES.tooManyAttempts },
  resetRequest: { windowMs: 60 * 60_000, perAccount: 3, perIp: 20, message: MESSAGES.tooManyResetRequests },
  clientError: { windowMs: 10 * 60_000, perAccount: 0, perIp: 30, message: MESSAGES.tooManyErrorReports },
};

export interface RateLimitOptions {
  rules?: Partial<Record<RateRuleName, Partial<RateRule>>>;
  /** The clock (tests). */
  now?: () => number;
}

/** A counted attempt; `refund()` takes it back (an attempt that succeeded and must not count). */
export interface RateTicket {
  refund(): Promise<void>;
}

/**
 * Rate limits kept in the database, so every API replica counts against the same numbers. Each key has a
 * counter per fixed bucket of the window; an attempt adds one to the current bucket in a single upsert (the row
 * lock orders concurrent attempts, so a burst cannot slip past the check) and is weighed with the share of the
 * previous bucket still inside the sliding window.
 */
export function createRateLimiter(db: Sql, o: RateLimitOptions = {}) {
  const now = o.now ?? Date.now;
  const rules = Object.fromEntries(
    (Object.keys(RATE_RULES) as RateRuleName[]).map((name) => [name, { ...RATE_RULES[name], ...o.rules?.[name] }]),
  ) as Record<RateRuleName, RateRule>;

  const refund = (keys: string[], bucket: number) =>
    db.query('UPDATE rate_limits SET hits = hits - 1 WHERE key = ANY($1::text[]) AND bucket = $2 AND hits > 0', [keys, bucket]);

  return {
    rules,
    /**
     * Counts one attempt against the account and the IP (the IP only when no account is given); a 429 with the
     * rule's message when either is over its limit (that attempt is then not counted, so waiting always ends a block).
     */
    async take(ruleName: RateRuleName, who: { ip: string; account?: string }, message = rules[ruleName].message): Promise<RateTicket> {
      const rule = rules[ruleName];
      const t = now();
      const bucket = Math.floor(t / rule.windowMs);
      const prevWeight = 1 - (t - bucket * rule.windowMs) / rule.windowMs;
      const limits = new Map([[`${ruleName}:ip:${who.ip}`, rule.perIp]]);
      if (who.account !== undefined) limits.set(`${ruleName}:account:${who.account.trim().toLowerCase()}`, rule.perAccount);
      // Sorted, so two attempts on the same keys lock their rows in one order.
      const keys = [...limits.keys()].sort();
      const rows = await db.query<{ key: string; cur: number; prev: number }>(
        `WITH cur AS (
           INSERT INTO rate_limits (key, bucket, hits, expires_at)
           SELECT k, $2, 1, to_timestamp($3 / 1000.0) FROM unnest($1::text[]) AS k ORDER BY k
           ON CONFLICT (key, bucket) DO UPDATE SET hits = rate_limits.hits + 1
           RETURNING key, hits)
         SELECT cur.key, cur.hits AS cur, coalesce(p.hits, 0) AS prev
           FROM cur LEFT JOIN rate_limits p ON p.key = cur.key AND p.bucket = $2 - 1`,
        [keys, bucket, (bucket + 2) * rule.windowMs],
      );
      // Old counters go now and then (any replica may do it), by the same clock that set their expiry.
      if (Math.random() < 0.02) await db.query('DELETE FROM rate_limits WHERE expires_at < to_timestamp($1 / 1000.0)', [t]);
      const over = rows.some((r) => Number(r.prev) * prevWeight + Number(r.cur) > limits.get(r.key)!);
      if (over) {
        await refund(keys, bucket);
        throw new HttpError(429, message);
      }
      return { refund: async () => void (await refund(keys, bucket)) };
    },
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;

/** The limiter as `app.limits`. */
export default fp(
  async (app, opts: RateLimitOptions) => {
    app.decorate('limits', createRateLimiter(app.db, opts));
  },
  { name: 'rate-limits', dependencies: ['db'] },
);
