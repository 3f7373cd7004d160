import fp from 'fastify-plugin';
import { MESSAGES } from 'shared-domain';
import type { Sql } from '../../db/types';
import { HttpError } from '../../lib/http-errors';
import { createRateLimitsRepository } from '../../repositories/rate-limits-repository';

/** A scope a rule counts in: the account (by e-mail), the client IP, or the pair of both. */
export type RateScope = 'account' | 'ip' | 'accountIp' | 'device';

/** One limit: at most so many counted attempts per key of each scope within a sliding window. */
export interface RateRule {
  windowMs: number;
  /** Attempts allowed per account (by e-mail) in the window, from every address together (unset: not counted). */
  perAccount?: number;
  /** Attempts allowed per client IP in the window (unset: not counted). */
  perIp?: number;
  /** Attempts allowed per account from one client IP (unset: not counted). */
  perAccountIp?: number;
  /** Attempts allowed per trusted device (its device cookie; unset: not counted). */
  perDevice?: number;
  /** The 429 message. */
  message: string;
}

export type RateRuleName =
  | 'password'
  | 'passwordDevice'
  | 'resetRequest'
  | 'resetPassword'
  | 'signUp'
  | 'inquiry'
  | 'application'
  | 'clientError'
  | 'signInLink'
  | 'signInRedeem';

/**
 * - password: wrong passwords. Failed sign-ins and the current-password check of the e-mail and password changes
 *   share one budget, so an account's password cannot be guessed faster through either. Counted per account AND
 *   client (10: what locks a guesser out), per client (50: a district's office shares one IP) and per account from
 *   everywhere (100: the ceiling that slows a spread-out attack down; the account holder is e-mailed when it is
 *   reached). These count the clients without a device cookie for the account.
 * - passwordDevice: the sign-ins of a client that shows a valid device cookie for the account (OWASP "slow down
 *   online guessing attacks with device cookies"): counted per device only (10), so the owner's browser keeps
 *   signing in while the account's ceiling is reached by guesses from elsewhere. A device over its limit is
 *   locked: it is counted as a client without a cookie until its window has passed.
 * - resetRequest: forgot-password requests (every one counts, whether or not the account exists, so the limit
 *   tells nothing about which addresses have accounts).
 * - resetPassword, signUp, inquiry, application: the other writes anyone may make without a token, per client.
 * - clientError: the browser's error reports (POST /api/client-errors, public), per client IP only: a page stuck in
 *   a render loop, or someone posting on purpose, cannot flood the log or the server's warnings.
 */
export const RATE_RULES: Record<RateRuleName, RateRule> = {
  password: { windowMs: 15 * 60_000, perAccountIp: 10, perIp: 50, perAccount: 100, message: MESSAGES.tooManyAttempts },
  passwordDevice: { windowMs: 15 * 60_000, perDevice: 10, message: MESSAGES.tooManyAttempts },
  resetRequest: { windowMs: 60 * 60_000, perAccount: 3, perIp: 20, message: MESSAGES.tooManyResetRequests },
  resetPassword: { windowMs: 60 * 60_000, perIp: 20, message: MESSAGES.tooManyRequests },
  signUp: { windowMs: 60 * 60_000, perIp: 10, message: MESSAGES.tooManyRequests },
  inquiry: { windowMs: 60 * 60_000, perIp: 10, message: MESSAGES.tooManyRequests },
  // An applicant saves as they go: every save counts, so the budget covers a whole application's saves.
  application: { windowMs: 60 * 60_000, perIp: 200, message: MESSAGES.tooManyRequests },
  clientError: { windowMs: 10 * 60_000, perIp: 30, message: MESSAGES.tooManyErrorReports },
  // "E-mail me a sign-in link" (every request counts, known address or not) and redeeming one, per client.
  signInLink: { windowMs: 60 * 60_000, perAccount: 3, perIp: 20, message: MESSAGES.tooManySignInLinks },
  signInRedeem: { windowMs: 60 * 60_000, perIp: 30, message: MESSAGES.tooManyRequests },
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

/** A 429: the scopes that were over their limit, and the seconds until an attempt would pass (Retry-After). */
export class RateLimitError extends HttpError {
  constructor(
    message: string,
    public readonly scopes: RateScope[],
    public readonly retryAfterSeconds: number,
  ) {
    super(429, message, {}, { 'retry-after': String(retryAfterSeconds) });
    this.name = 'RateLimitError';
  }
}

/**
 * How long until one more attempt passes: `n` is the count of the current bucket with that attempt, `prev` the
 * previous bucket's, `f` the elapsed share of the current bucket (the previous one weighs 1 - f).
 */
export function retryAfterMs(rule: { windowMs: number }, max: number, n: number, prev: number, f: number): number {
  const W = rule.windowMs;
  if (n <= max) {
    // Within this bucket, once the previous one weighs little enough: prev * (1 - g) + n <= max.
    const g = prev > 0 ? 1 - (max - n) / prev : 0;
    return Math.max(0, (g - f) * W);
  }
  // In the next bucket this one is the previous (n - 1 counted attempts) and the attempt is the first.
  const g = n - 1 > 0 ? Math.max(0, 1 - (max - 1) / (n - 1)) : 0;
  return (1 - f) * W + g * W;
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

  const counters = createRateLimitsRepository(db);
  const refund = (keys: string[], bucket: number) => counters.refund(keys, bucket);

  return {
    rules,
    /**
     * Counts one attempt in each scope of the rule; a RateLimitError (429 with the rule's message and
     * Retry-After) when any is over its limit (that attempt is then not counted, so waiting always ends a block).
     * `account` is needed by the rules that count per account.
     */
    async take(
      ruleName: RateRuleName,
      who: { ip: string; account?: string; device?: string },
      message = rules[ruleName].message,
    ): Promise<RateTicket> {
      const rule = rules[ruleName];
      const t = now();
      const bucket = Math.floor(t / rule.windowMs);
      const f = (t - bucket * rule.windowMs) / rule.windowMs;
      const account = who.account?.trim().toLowerCase();
      const limits = new Map<string, { max: number; scope: RateScope }>();
      if (who.device !== undefined && rule.perDevice !== undefined)
        limits.set(`${ruleName}:device:${who.device}`, { max: rule.perDevice, scope: 'device' });
      if (rule.perIp !== undefined) limits.set(`${ruleName}:ip:${who.ip}`, { max: rule.perIp, scope: 'ip' });
      if (account !== undefined && rule.perAccount !== undefined)
        limits.set(`${ruleName}:account:${account}`, { max: rule.perAccount, scope: 'account' });
      if (account !== undefined && rule.perAccountIp !== undefined)
        limits.set(`${ruleName}:account-ip:${account}|${who.ip}`, { max: rule.perAccountIp, scope: 'accountIp' });
      // Sorted, so two attempts on the same keys lock their rows in one order.
      const keys = [...limits.keys()].sort();
      const rows = await counters.count(keys, bucket, (bucket + 2) * rule.windowMs);
      // Old counters go now and then (any replica may do it), by the same clock that set their expiry.
      if (Math.random() < 0.02) await counters.purge(t);
      const over = rows.filter((r) => Number(r.prev) * (1 - f) + Number(r.cur) > limits.get(r.key)!.max);
      if (over.length) {
        await refund(keys, bucket);
        const waitMs = Math.max(...over.map((r) => retryAfterMs(rule, limits.get(r.key)!.max, Number(r.cur), Number(r.prev), f)));
        throw new RateLimitError(
          message,
          over.map((r) => limits.get(r.key)!.scope),
          Math.max(1, Math.ceil(waitMs / 1000)),
        );
      }
      return { refund: async () => void (await refund(keys, bucket)) };
    },

    /**
     * True once per `periodMs` and key, on whichever replica asks first (the caller then acts, e.g. e-mails the
     * account holder that its sign-in ceiling was reached); false for every other caller in that period.
     */
    async once(key: string, periodMs: number): Promise<boolean> {
      const period = Math.floor(now() / periodMs);
      return counters.markOnce(`once:${key}`, period, (period + 1) * periodMs);
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
