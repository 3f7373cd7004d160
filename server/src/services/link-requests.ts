import type { FastifyBaseLogger } from 'fastify';
import type { Database, Sql } from '../db/types';
import { linkRequestsRepository as rows, type LinkRequestKind } from '../repositories/link-requests-repository';

export type { LinkRequestKind };

export interface LinkRequestsOptions {
  db: Database;
  logger: FastifyBaseLogger;
  /** Issues the link and queues its e-mail when the address has an account that may have one; silent otherwise. */
  handle: (tx: Sql, kind: LinkRequestKind, email: string) => Promise<void>;
  /** After a pass that queued mail (the mailer's kick). */
  afterPass?: () => void;
  /** How often rows left by a server that stopped are looked for (ms). */
  sweepMs?: number;
}

/**
 * "Forgot password" and "E-mail me a sign-in link" take the same time for every address: the request does the same
 * work (one row written) whether or not the address has an account, and is answered; the look-up, the token and the
 * e-mail happen after the answer, in a transaction that also deletes the row (durable: a row left by a stopped or
 * failing server is handled by the next pass, on a timer or at the next request, on any server).
 */
export function createLinkRequests(o: LinkRequestsOptions) {
  let scheduled = false;
  let running: Promise<void> | null = null;
  let again = false;
  let closed = false;
  const timer = setInterval(() => requests.kick(), o.sweepMs ?? 60_000);
  timer.unref();

  /** A request that failed this many passes is dropped (and logged): it never blocks the others. */
  const MAX_ATTEMPTS = 5;

  /** Handles the oldest row no other server holds and this pass has not seen fail; its id, or null when none is left. */
  async function handleOne(skip: string[]): Promise<string | null> {
    let id: string | null = null;
    try {
      return await o.db.transaction(async (tx) => {
        const row = await rows.claimOldest(tx, skip);
        if (!row) return null;
        id = row.id;
        await o.handle(tx, row.kind, row.email);
        await rows.remove(tx, row.id);
        return row.id;
      });
    } catch (err) {
      if (id === null) throw err;
      // The transaction changed nothing: the row stays for the next pass, unless it has failed too often.
      const dropped = (await rows.countFailure(o.db, id)) >= MAX_ATTEMPTS;
      if (dropped) await rows.remove(o.db, id);
      o.logger.error(
        { err, linkRequest: id },
        dropped
          ? 'a sign-in or reset link request failed five times; dropped'
          : 'a sign-in or reset link request failed; tried again later',
      );
      skip.push(id);
      return id;
    }
  }

  async function pass(): Promise<void> {
    const skip: string[] = [];
    let handled = 0;
    try {
      while (!closed && (await handleOne(skip)) !== null) handled++;
    } catch (err) {
      o.logger.error({ err }, 'sign-in and reset link requests could not be read');
    }
    if (handled > skip.length) o.afterPass?.();
  }

  const requests = {
    /** Records a request (the same statement for any address); it is handled after the answer. */
    async record(kind: LinkRequestKind, email: string): Promise<void> {
      await rows.insert(o.db, kind, email.trim());
      requests.kick();
    },
    /** Starts a pass once the current turn of the event loop is over (after the answer is written). */
    kick(): void {
      if (closed) return;
      if (running || scheduled) {
        again = true;
        return;
      }
      scheduled = true;
      setImmediate(() => {
        scheduled = false;
        again = false;
        running = pass().finally(() => {
          running = null;
          if (again) requests.kick();
        });
      });
    },
    /** Waits until every recorded request has had its pass (tests, shutdown). */
    async idle(): Promise<void> {
      while (scheduled || running) await (running ?? new Promise((r) => setImmediate(r)));
    },
    async close(): Promise<void> {
      await requests.idle();
      closed = true;
      clearInterval(timer);
    },
  };
  return requests;
}
export type LinkRequests = ReturnType<typeof createLinkRequests>;
