import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Sql } from '../db/types';
import { createOutboxRepository, insertMail, insertMails, LINK_NOT_RESENT, type MailInput } from '../repositories/outbox-repository';

/** The part of a nodemailer transport the mailer uses (tests pass a fake). */
export interface MailTransport {
  sendMail(m: { from: string; to: string; subject: string; text: string }): Promise<unknown>;
}

/** Sends one text message (tests pass a fake; SMS_URL gives httpSms). */
export interface SmsTransport {
  send(m: { to: string; text: string }): Promise<unknown>;
}

/**
 * An HTTP SMS provider (or a small gateway in front of one): each message is POSTed as JSON `{ to, text }` to `url`,
 * with `Authorization: Bearer <token>` when a token is set; any answer but 2xx is a failure (retried like mail).
 */
export function httpSms(url: string, token?: string): SmsTransport {
  return {
    async send(m) {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(m),
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) throw new Error(`SMS provider answered ${res.status}`);
    },
  };
}

export interface MailerOptions {
  db: Database;
  logger: FastifyBaseLogger;
  from: string;
  smtpUrl?: string;
  transport?: MailTransport;
  /** Text messages (channel 'sms'); without one they are stored, not sent. */
  sms?: SmsTransport;
  maxAttempts?: number;
  retryMs?: number;
  /** NODE_ENV=production: a link is never written to the log (without SMTP it is then not sent at all). */
  production?: boolean;
}

/** The last error of a link e-mail whose server stopped before sending it. */
export const LINK_LOST = `Not sent: the server stopped before sending it. ${LINK_NOT_RESENT}`;

/**
 * Every e-mail goes through the outbox table: stored in the caller's transaction, sent after it commits.
 * Without SMTP the message is kept with status 'stored'; a failed send stays 'failed' and is retried.
 *
 * A reset or invitation link is never stored (the row has it masked). The server that wrote the row keeps the
 * real text in memory and is the only one to send it, with the same retries as any mail while it holds it
 * (holdMs). A link mail that ends unsent - out of attempts, the server shut down, or crashed (then any server
 * marks it once it is older than twice holdMs) - is marked failed saying so: the admin sends a new link, or the
 * person asks again from 'Forgot password'. Without SMTP the link is written to the log (info) for local use, never
 * in production (NODE_ENV=production: a warning without the link).
 */
export function createMailer(o: MailerOptions) {
  const transport: MailTransport | undefined = o.transport ?? (o.smtpUrl ? nodemailer.createTransport(o.smtpUrl) : undefined);
  const outbox = createOutboxRepository(o.db);
  const maxAttempts = o.maxAttempts ?? 5;
  const retryMs = o.retryMs ?? 60_000;
  const holdMs = (maxAttempts + 1) * retryMs;
  /** This server's unsent link mails by outbox id: the real text, and since when it is held. */
  const held = new Map<string, { text: string; since: number }>();
  let lastSweep = 0;
  let running: Promise<void> | null = null;
  let again = false;
  let closed = false;
  const sms = o.sms;
  const timer = transport || sms ? setInterval(() => mailer.kick(), retryMs) : null;
  timer?.unref();

  const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err));

  async function sendHeld(send: MailTransport, id: string, h: { text: string; since: number }): Promise<void> {
    const m = await outbox.find(id);
    const expired = Date.now() - h.since > holdMs;
    // Not committed yet (a pass started by another request), or rolled back (then forgotten in time).
    if (!m) {
      if (expired) held.delete(id);
      return;
    }
    if ((m.status !== 'pending' && m.status !== 'failed') || m.attempts >= maxAttempts) {
      held.delete(id);
      return;
    }
    if (expired) {
      held.delete(id);
      await outbox.abandonLinks({ ids: [id] }, `${m.lastError ?? 'Not sent in time.'} ${LINK_NOT_RESENT}`);
      return;
    }
    try {
      await send.sendMail({ from: o.from, to: m.to, subject: m.subject, text: h.text });
      held.delete(id);
      await outbox.markSent(id);
    } catch (err) {
      const last = m.attempts + 1 >= maxAttempts;
      if (last) held.delete(id);
      o.logger.warn(
        { mailId: id, to: m.to, err: errorText(err) },
        last ? 'link mail send failed; giving up' : 'link mail send failed; will retry',
      );
      await outbox.markFailed(id, last ? `${errorText(err)}. ${LINK_NOT_RESENT}` : errorText(err));
    }
  }

  async function flushOnce(): Promise<void> {
    if (sms) {
      for (const m of await outbox.due(maxAttempts, 20, ['sms'])) {
        try {
          await sms.send({ to: m.to, text: m.body });
          await outbox.markSent(m._id);
        } catch (err) {
          o.logger.warn({ smsId: m._id, to: m.to, err: errorText(err) }, 'SMS send failed; will retry');
          await outbox.markFailed(m._id, errorText(err));
        }
      }
    }
    if (!transport) return;
    for (const [id, h] of [...held]) await sendHeld(transport, id, h);
    if (Date.now() - lastSweep >= retryMs) {
      lastSweep = Date.now();
      const lost = await outbox.abandonLinks({ createdBefore: new Date(Date.now() - 2 * holdMs), maxAttempts }, LINK_LOST);
      if (lost) o.logger.warn({ count: lost }, 'link mails left unsent by a stopped server marked failed');
    }
    for (const m of await outbox.due(maxAttempts)) {
      try {
        await transport.sendMail({ from: o.from, to: m.to, subject: m.subject, text: m.body });
        await outbox.markSent(m._id);
      } catch (err) {
        o.logger.warn({ mailId: m._id, to: m.to, err: errorText(err) }, 'mail send failed; will retry');
        await outbox.markFailed(m._id, errorText(err));
      }
    }
  }

  /** A message waits to be sent when its channel has a transport; without one it is only stored. */
  const statusOf = (m: MailInput): 'pending' | 'stored' => ((m.channel === 'sms' ? sms : transport) ? 'pending' : 'stored');

  const mailer = {
    enabled: Boolean(transport),
    /** Text messages are sent (an SMS transport), not only stored. */
    smsEnabled: Boolean(sms),
    /**
     * Queues many messages in one statement (the reminders: none carries a one-time link; one that does
     * is queued by `enqueue`, which keeps its link off the database).
     */
    async enqueueMany(tx: Sql, ms: readonly MailInput[]): Promise<void> {
      for (const m of ms) if (m.secret) await mailer.enqueue(tx, m);
      const plain = ms.filter((m) => !m.secret);
      if (!plain.length) return;
      await insertMails(
        tx,
        plain.map((m) => ({ m, status: statusOf(m) })),
      );
      const stored = plain.filter((m) => m.channel !== 'sms').length;
      if (!transport && stored) o.logger.info({ count: stored }, 'mails stored in the outbox (no SMTP_URL)');
      again = true;
    },
    async enqueue(tx: Sql, m: MailInput): Promise<void> {
      if (m.channel === 'sms') {
        await insertMail(tx, m, statusOf(m));
        again = true;
        return;
      }
      const id = await insertMail(tx, m, statusOf(m));
      if (transport && m.secret) held.set(id, { text: m.body, since: Date.now() });
      if (!transport) {
        o.logger.info({ to: m.to, subject: m.subject, kind: m.kind }, 'mail stored in the outbox (no SMTP_URL)');
        // Nobody else can get the link (the outbox has it masked); it is only valid once its transaction commits.
        // Outside production (local use) the log shows it; a production log never holds one.
        if (m.secret && o.production)
          o.logger.warn(
            { to: m.to, kind: m.kind },
            `no SMTP_URL: a ${m.kind} link for ${m.to} was not sent (set SMTP_URL; links are never logged in production)`,
          );
        else if (m.secret) o.logger.info({ to: m.to, kind: m.kind, link: m.secret }, `no SMTP_URL: the link for ${m.to} is ${m.secret}`);
      }
      again = true;
    },
    /** Starts a send pass unless one is running (then one more pass follows it). */
    kick(): void {
      if ((!transport && !sms) || closed) return;
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
      // The links still held die with this process: say so now rather than when another server notices.
      const ids = [...held.keys()];
      held.clear();
      if (ids.length)
        await outbox.abandonLinks({ ids }, LINK_LOST).catch((err) => o.logger.error({ err }, 'could not mark unsent link mails'));
    },
  };
  return mailer;
}
export type Mailer = ReturnType<typeof createMailer>;
