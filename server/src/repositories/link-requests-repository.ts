import type { Sql } from '../db/types';

/** What a request asks for: a password reset link, or a sign-in link. */
export type LinkRequestKind = 'reset' | 'sign-in';

/** The link_requests rows: "Forgot password" and "E-mail me a sign-in link" waiting to be handled after their answer. */
export const linkRequestsRepository = {
  /** Records a request: the same statement for any address. */
  async insert(db: Sql, kind: LinkRequestKind, email: string): Promise<void> {
    await db.query('INSERT INTO link_requests (kind, email) VALUES ($1, $2)', [kind, email]);
  },
  /** The oldest row no other server holds and not in `skip`, locked until `tx` ends; null when none is left. */
  async claimOldest(tx: Sql, skip: string[]): Promise<{ id: string; kind: LinkRequestKind; email: string } | null> {
    const [row] = await tx.query<{ id: string; kind: LinkRequestKind; email: string }>(
      'SELECT id, kind, email FROM link_requests WHERE id <> ALL($1::bigint[]) ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED',
      [skip],
    );
    return row ?? null;
  },
  async remove(db: Sql, id: string): Promise<void> {
    await db.query('DELETE FROM link_requests WHERE id = $1', [id]);
  },
  /** Counts one more failed pass of a request; the number of passes it has failed. */
  async countFailure(db: Sql, id: string): Promise<number> {
    const [row] = await db.query<{ attempts: number }>(
      'UPDATE link_requests SET attempts = attempts + 1 WHERE id = $1 RETURNING attempts',
      [id],
    );
    return row?.attempts ?? 0;
  },
};
