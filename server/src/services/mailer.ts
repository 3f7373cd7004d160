import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Sql } from '../db/types';
import { createOutboxRepository, insertMail, type MailInput } from '../repositories/outbox-repository';

/** The part of a nodemailer transport the mailer uses (tests pass a fake). */
export interface MailTransport {
  sendMail(m: { from: string; to: string; subject: string; text: string }): Promise<unknown>;
}

export interface MailerOptions {
  db: Database;
  logger: FastifyBaseLogger;
  from: string;
  smtpUrl?: string;
  transport?: MailTransport;
  maxAttempts?: number;
  retryMs?: number;
}

/**
 * Every e-mail goes through the outbox table: stored in the caller's transaction, sent after it commits.
 * Without SMTP the message is kept with status 'stored'; a failed send stays 'failed' and is retried.
 */
export function createMailer(o: MailerOptions) {
  const transport: MailTransport | undefined = o.transport ?? (o.smtpUrl ? nodemailer.createTransport(o.smtpUrl) : undefined);
  const outbox = createOutboxRepository(o.db);
  const maxAttempts = o.maxAttempts ?? 5;
  let running: Promise<void> | null = null;
  let again = false;
  let closed = false;
  const timer = transport ? setInterval(() => mailer.kick(), o.retryMs ?? 60_000) : null;
  timer?.unref();

  async function flushOnce(): Promise<void> {
    if (!transport) return;
    for (const m of await outbox.due(maxAttempts)) {
      try {
        await transport.sendMail({ from: o.from, to: m.to, subject: m.subject, text: m.body });
        await outbox.markSent(m._id);
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        o.logger.warn({ mailId: m._id, to: m.to, err: message }, 'mail send failed; will retry');
        await outbox.markFailed(m._id, message);
      }
    }
  }

  const mailer = {
    enabled: Boolean(transport),
    async enqueue(tx: Sql, m: MailInput): Promise<void> {
      await insertMail(tx, m, transport ? 'pending' : 'stored');
      if (!transport) o.logger.info({ to: m.to, subject: m.subject, kind: m.kind }, 'mail stored in the outbox (no SMTP_URL)');
      again = true;
    },
    /** Starts a send pass unless one is running (then one more pass follows it). */
    kick(): void {
      if (!transport || closed) return;
      if (running) {
        again = true;
        return;
      }
      again = false;
      running = flushOnce()
        .catch((err) => o.logger.error({ err }, 'outbox flush failed'))
        .finally(() => {
          running = null;
          if (again) mailer.kick();
        });
    },
    /** Waits for the current send pass (tests, shutdown). */
    async idle(): Promise<void> {
      while (running) await running;
    },
    async close(): Promise<void> {
      closed = true;
      if (timer) clearInterval(timer);
      await mailer.idle();
    },
  };
  return mailer;
}
export type Mailer = ReturnType<typeof createMailer>;
