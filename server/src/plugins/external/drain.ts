import fp from 'fastify-plugin';

export interface DrainOptions {
  /** Stop once no request was seen for this long (ms). */
  quietMs?: number;
  /** Give up waiting after this long (ms). */
  maxMs?: number;
}

/**
 * Graceful shutdown, step one: `app.drain()` keeps the server listening and serving while it tells clients to go
 * away (`connection: close` on every answer, /api/health 503), and resolves once no request is in flight and none
 * arrived for `quietMs`. Requests already on the wire (in the accept backlog, or received but not yet parsed, e.g.
 * while the embedded database held the event loop) are served instead of being reset by `app.close()`.
 */
export default fp(
  async (app) => {
    let inflight = 0;
    let last = Date.now();
    let draining = false;
    app.decorate('draining', () => draining);
    app.addHook('onRequest', async (req, reply) => {
      inflight++;
      last = Date.now();
      reply.raw.once('close', () => {
        inflight--;
        last = Date.now();
      });
      if (draining) reply.header('connection', 'close');
    });
    app.decorate('drain', ({ quietMs = 250, maxMs = 5000 }: DrainOptions = {}) => {
      draining = true;
      const started = Date.now();
      return new Promise<void>((resolve) => {
        const check = () => {
          const now = Date.now();
          if (now - started >= maxMs) return resolve();
          if (inflight > 0 || now - last < quietMs) return void setTimeout(check, 25);
          // One more turn of the event loop: reads that were waiting behind timers are parsed first.
          const seen = last;
          setImmediate(() => (inflight === 0 && last === seen ? resolve() : setTimeout(check, 25)));
        };
        check();
      });
    });
  },
  { name: 'drain' },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** Serve on, but ask clients to leave, until the server has been quiet (see plugins/external/drain.ts). */
    drain(o?: DrainOptions): Promise<void>;
    draining(): boolean;
  }
}
