import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** The clock of time-limited links (the observed teacher's 14-day link); tests inject their own. */
    now: () => Date;
  }
}

export interface ClockPluginOptions {
  now?: () => Date;
}

/** The app's clock as `app.now` (the system clock unless the app was built with another). */
export default fp(
  async (app, opts: ClockPluginOptions) => {
    app.decorate('now', opts.now ?? (() => new Date()));
  },
  { name: 'clock' },
);
