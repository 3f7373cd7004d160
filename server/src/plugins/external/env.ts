import fp from 'fastify-plugin';
import type { Env } from '../../env';

/** The validated environment (read once in env.ts) as `app.env`. */
export default fp(
  async (app, opts: { env: Env }) => {
    app.decorate('env', opts.env);
  },
  { name: 'env' },
);
