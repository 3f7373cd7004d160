import type { OutboxMessage } from 'shared-domain';
import type { Sql } from '../db/types';
import { newId } from '../lib/ids';

export interface MailInput {
  to: string;
  subject: string;
  body: string;
  kind: OutboxMessage['kind'];
}

const OUTBOX_JSON = `jsonb_build_object('_id', id, 'to', to_addr, 'subject', subject, 'body', body, 'kind', kind,
  'status', status, 'attempts', attempts, 'lastError', last_error, 'createdAt', iso_ts(created_at),
  'sentAt', CASE WHEN sent_at IS NULL THEN NULL ELSE iso_ts(sent_at) END)`;

/** Stores one message in the outbox (inside the caller's transaction). */
export async function insertMail(tx: Sql, m: MailInput, status: 'pending' | 'stored'): Promise<string> {
  const id = newId();
  await tx.query('INSERT INTO outbox (id, to_addr, subject, body, kind, status) VALUES ($1, $2, $3, $4, $5, $6)', [
    id,
    m.to,
    m.subject,
    m.body,
    m.kind,
    status,
  ]);
  return id;
}

export function createOutboxRepository(db: Sql) {
  return {
    async list(limit = 500): Promise<OutboxMessage[]> {
      const rows = await db.query<{ j: OutboxMessage }>(`SELECT ${OUTBOX_JSON} AS j FROM outbox ORDER BY created_at DESC, id LIMIT $1`, [limit]);
      return rows.map((r) => r.j);
    },
    /** Messages waiting for a (re)try. */
    async due(maxAttempts: number, limit = 20): Promise<OutboxMessage[]> {
      const rows = await db.query<{ j: OutboxMessage }>(
        `SELECT ${OUTBOX_JSON} AS j FROM outbox WHERE status IN ('pending', 'failed') AND attempts < $1 ORDER BY created_at LIMIT $2`,
        [maxAttempts, limit],
      );
      return rows.map((r) => r.j);
    },
    async markSent(id: string): Promise<void> {
      await db.query(`UPDATE outbox SET status = 'sent', attempts = attempts + 1, sent_at = clock_timestamp(), last_error = NULL WHERE id = $1`, [id]);
    },
    async markFailed(id: string, error: string): Promise<void> {
      await db.query(`UPDATE outbox SET status = 'failed', attempts = attempts + 1, last_error = $2 WHERE id = $1`, [id, error.slice(0, 1000)]);
    },
  };
}
export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
