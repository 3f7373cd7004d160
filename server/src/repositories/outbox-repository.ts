import type { OutboxMessage } from 'shared-domain';
import type { Sql } from '../db/types';
import { newId } from '../lib/ids';

export interface MailInput {
  to: string;
  subject: string;
  body: string;
  kind: OutboxMessage['kind'];
  /** 'sms': `to` is a phone number (E.164) and `body` the text; the default is e-mail. */
  channel?: OutboxMessage['channel'];
  /**
   * A one-time link in the body (a password reset or an invitation). It is never written to the database: the
   * outbox keeps the body with LINK_MASK in its place, and only the mail transport gets the real text. The one
   * exception is a database holding the demo data (DEMO_HOLDS_SQL): its row keeps the link for the Outbox page.
   */
  secret?: string;
}

/**
 * What the outbox shows in place of a one-time link: the link reaches the person by e-mail only, so no admin
 * reading the outbox can use it to take the account over.
 */
export const LINK_MASK = '[link sent by e-mail only]';

/** Ends the last error of a link e-mail that will not be sent any more (the link to send again is gone). */
export const LINK_NOT_RESENT = 'The link is not stored, so this e-mail cannot be sent again: send a new link.';

/** The body as the outbox stores it: any one-time link masked. */
export const storedBody = (m: MailInput): string => (m.secret ? m.body.split(m.secret).join(LINK_MASK) : m.body);

/**
 * True while the database holds the demo data set (the demo seed's row, never an environment variable a real
 * deployment could set by mistake): its sign-ins are public, so its e-mails' one-time links may be shown too.
 */
const DEMO_HOLDS_SQL = `EXISTS (SELECT 1 FROM seeded_data_sets WHERE name = 'demo')`;

const outboxJson = (
  body: string,
) => `jsonb_build_object('_id', id, 'to', to_addr, 'subject', subject, 'body', ${body}, 'kind', kind, 'channel', channel,
  'status', status, 'attempts', attempts, 'lastError', last_error, 'createdAt', iso_ts(created_at),
  'sentAt', CASE WHEN sent_at IS NULL THEN NULL ELSE iso_ts(sent_at) END)`;
const OUTBOX_JSON = outboxJson('body');
/** The body as the Outbox page reads it: on the demo data, the kept link in place of LINK_MASK. */
const SHOWN_JSON = outboxJson(
  `CASE WHEN demo_link IS NOT NULL AND ${DEMO_HOLDS_SQL} THEN replace(body, '${LINK_MASK}', demo_link) ELSE body END`,
);

/** Stores one message in the outbox (inside the caller's transaction), a one-time link masked. Answers its id. */
export async function insertMail(tx: Sql, m: MailInput, status: 'pending' | 'stored'): Promise<string> {
  return (await insertMails(tx, [{ m, status }]))[0];
}

/**
 * Stores messages in the outbox in one statement (inside the caller's transaction), each with its status and any
 * one-time link masked; answers their ids. One statement, because a large program's first run of the reminders
 * queues tens of thousands of e-mails, and one INSERT each is slow on the embedded database.
 */
export async function insertMails(tx: Sql, mails: readonly { m: MailInput; status: 'pending' | 'stored' }[]): Promise<string[]> {
  const ids = mails.map(() => newId());
  if (!mails.length) return ids;
  await tx.query(
    `INSERT INTO outbox (id, to_addr, subject, body, kind, status, secret_link, channel, demo_link)
     SELECT x.id, x.to, x.subject, x.body, x.kind, x.status, x.link IS NOT NULL, x.channel,
            CASE WHEN x.link IS NOT NULL AND ${DEMO_HOLDS_SQL} THEN x.link END
       FROM jsonb_to_recordset($1::jsonb) AS x(id uuid, "to" text, subject text, body text, kind text, status text, link text, channel text)`,
    [
      JSON.stringify(
        mails.map(({ m, status }, i) => ({
          id: ids[i],
          to: m.to,
          subject: m.subject,
          body: storedBody(m),
          kind: m.kind,
          status,
          link: m.secret || null,
          channel: m.channel ?? 'email',
        })),
      ),
    ],
  );
  return ids;
}

export function createOutboxRepository(db: Sql) {
  return {
    /** The newest messages as the Outbox page shows them (a one-time link shown only on the demo data). */
    async list(limit = 500): Promise<OutboxMessage[]> {
      const rows = await db.query<{ j: OutboxMessage }>(`SELECT ${SHOWN_JSON} AS j FROM outbox ORDER BY created_at DESC, id LIMIT $1`, [
        limit,
      ]);
      return rows.map((r) => r.j);
    },
    /** Messages waiting for a (re)try. Not link e-mails: only the server that wrote one holds its link. */
    async due(maxAttempts: number, limit = 20, channels: OutboxMessage['channel'][] = ['email']): Promise<OutboxMessage[]> {
      const rows = await db.query<{ j: OutboxMessage }>(
        `SELECT ${OUTBOX_JSON} AS j FROM outbox WHERE status IN ('pending', 'failed') AND attempts < $1 AND NOT secret_link
           AND channel = ANY($3::text[])
         ORDER BY created_at LIMIT $2`,
        [maxAttempts, limit, channels],
      );
      return rows.map((r) => r.j);
    },
    /** One message; null while the transaction that stores it has not committed (or when it rolled back). */
    async find(id: string): Promise<OutboxMessage | null> {
      const rows = await db.query<{ j: OutboxMessage }>(`SELECT ${OUTBOX_JSON} AS j FROM outbox WHERE id = $1`, [id]);
      return rows[0]?.j ?? null;
    },
    /**
     * Marks unsent link e-mails failed for good with `reason` (which ends with LINK_NOT_RESENT): those given by
     * id, or every one written before `createdBefore` (whose server stopped before sending it). Returns how many.
     */
    async abandonLinks(which: { ids: string[] } | { createdBefore: Date; maxAttempts: number }, reason: string): Promise<number> {
      const base = `UPDATE outbox SET status = 'failed', last_error = $1
        WHERE secret_link AND status IN ('pending', 'failed') AND position($2 in coalesce(last_error, '')) = 0`;
      const rows =
        'ids' in which
          ? await db.query<{ id: string }>(`${base} AND id = ANY($3::uuid[]) RETURNING id`, [reason, LINK_NOT_RESENT, which.ids])
          : await db.query<{ id: string }>(`${base} AND created_at < $3 AND attempts < $4 RETURNING id`, [
              reason,
              LINK_NOT_RESENT,
              which.createdBefore.toISOString(),
              which.maxAttempts,
            ]);
      return rows.length;
    },
    async markSent(id: string): Promise<void> {
      await db.query(
        `UPDATE outbox SET status = 'sent', attempts = attempts + 1, sent_at = clock_timestamp(), last_error = NULL WHERE id = $1`,
        [id],
      );
    },
    async markFailed(id: string, error: string): Promise<void> {
      await db.query(`UPDATE outbox SET status = 'failed', attempts = attempts + 1, last_error = $2 WHERE id = $1`, [
        id,
        error.slice(0, 1000),
      ]);
    },
  };
}
export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
