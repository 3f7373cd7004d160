import type { Sql } from '../db/types';

/**
 * The rate limiter's counters (rate_limits): one row per key and fixed bucket of a rule's window, shared by every API
 * replica. Times are epoch milliseconds of the limiter's clock (tests pass their own).
 */
export function createRateLimitsRepository(db: Sql) {
  return {
    /**
     * Adds one to each of `keys` (sorted by the caller, so two attempts lock their rows in one order) in `bucket`, in a
     * single upsert; answers each key's hits in this bucket and in the one before.
     */
    async count(keys: string[], bucket: number, expiresAtMs: number): Promise<{ key: string; cur: number; prev: number }[]> {
      return db.query<{ key: string; cur: number; prev: number }>(
        `WITH cur AS (
           INSERT INTO rate_limits (key, bucket, hits, expires_at)
           SELECT k, $2, 1, to_timestamp($3 / 1000.0) FROM unnest($1::text[]) AS k ORDER BY k
           ON CONFLICT (key, bucket) DO UPDATE SET hits = rate_limits.hits + 1
           RETURNING key, hits)
         SELECT cur.key, cur.hits AS cur, coalesce(p.hits, 0) AS prev
           FROM cur LEFT JOIN rate_limits p ON p.key = cur.key AND p.bucket = $2 - 1`,
        [keys, bucket, expiresAtMs],
      );
    },
    /** Takes back the one attempt `count` added to each of `keys` in `bucket`. */
    async refund(keys: string[], bucket: number): Promise<void> {
      await db.query('UPDATE rate_limits SET hits = hits - 1 WHERE key = ANY($1::text[]) AND bucket = $2 AND hits > 0', [keys, bucket]);
    },
    /** Deletes the counters expired at `nowMs`. */
    async purge(nowMs: number): Promise<void> {
      await db.query('DELETE FROM rate_limits WHERE expires_at < to_timestamp($1 / 1000.0)', [nowMs]);
    },
    /** True for the first caller that marks `key` in `period`, false for every later one. */
    async markOnce(key: string, period: number, expiresAtMs: number): Promise<boolean> {
      const rows = await db.query(
        `INSERT INTO rate_limits (key, bucket, hits, expires_at) VALUES ($1, $2, 1, to_timestamp($3 / 1000.0))
         ON CONFLICT (key, bucket) DO NOTHING RETURNING key`,
        [key, period, expiresAtMs],
      );
      return rows.length > 0;
    },
  };
}
export type RateLimitsRepository = ReturnType<typeof createRateLimitsRepository>;
