import fp from 'fastify-plugin';
import type { SystemSettings } from 'shared-domain';
import { DERIVED_READ_LIMIT, type DerivedReadPolicy, type DerivedRepository } from '../../repositories/derived-repository';

declare module 'fastify' {
  interface FastifyInstance {
    /** The background recomputation of the derived state (teacher_derived) that a read hands its backlog to. */
    derivedRefresh: DerivedRefresh;
  }
}

/** Rows per background batch: small, so that requests waiting for the database (PGlite has one connection) get in. */
const BACKGROUND_BATCH = 200;

export interface DerivedRefreshTuning {
  /** How many stale rows a read recomputes itself; more go to the background. */
  readLimit: number;
  /** Whether a read with more stale rows starts the background run (tests turn it off to read a backlog as it is). */
  background: boolean;
}

/**
 * The background worker of the derived state: recomputes the stale rows in batches while this server holds the
 * refresh lease (teacher_derived_meta, migration 032), so one server of several does the work and another takes over a
 * lease left to run out. One run at a time in this process; a call during a run joins it. The SQL is the repository's.
 */
export function createDerivedRefresh(derived: DerivedRepository, o: { onError?: (err: unknown) => void } = {}) {
  const tuning: DerivedRefreshTuning = { readLimit: DERIVED_READ_LIMIT, background: true };
  let running: Promise<number> | null = null;

  /** Answers the rows written (0 when another server holds the lease). */
  function background(today: string, settings: SystemSettings, timeZone: string): Promise<number> {
    if (running) return running;
    const run = (async () => {
      const stamp = await derived.prepare(today, settings, timeZone);
      try {
        // Each batch first renews the lease, while the settings and day are still these (else the next read restarts).
        const written = await derived.recompute(today, settings, timeZone, {
          stamp,
          batch: BACKGROUND_BATCH,
          between: async () => {
            await new Promise((r) => setImmediate(r));
            return derived.claimLease(stamp.key, today);
          },
        });
        await derived.compactCounts();
        return written;
      } finally {
        await derived.releaseLease();
      }
    })();
    // A failed run is told (the server logs it) and leaves its rows stale for the next read or tick to retry.
    running = run
      .catch((err: unknown) => {
        o.onError?.(err);
        return 0;
      })
      .finally(() => (running = null));
    return running;
  }

  const reads: DerivedReadPolicy = {
    get readLimit() {
      return tuning.readLimit;
    },
    backlog(today, settings, timeZone) {
      if (tuning.background) void background(today, settings, timeZone);
    },
  };

  return {
    background,
    /** The background run under way in this process, if any (tests and a closing server wait for it). */
    settled: () => running ?? Promise.resolve(0),
    /** A read's limit and whether a read starts the background run (tests lower or turn them off). */
    tuning,
    /** What the repository's reads do with stale rows (installed with `derived.readsWith`). */
    reads,
  };
}
export type DerivedRefresh = ReturnType<typeof createDerivedRefresh>;

/**
 * The derived state's background worker as `app.derivedRefresh`: the repository's reads hand it the rows they leave
 * stale, a failed run is logged, and the app's close waits for a run under way.
 */
export default fp(
  async (app) => {
    const worker = createDerivedRefresh(app.repos.derived, {
      onError: (err) => app.log.error({ err }, 'derived state refresh failed'),
    });
    app.repos.derived.readsWith(worker.reads);
    app.decorate('derivedRefresh', worker);
    app.addHook('onClose', async () => {
      await worker.settled();
    });
  },
  { name: 'derived-refresh', dependencies: ['repositories'] },
);
