import fp from 'fastify-plugin';
import type { Database } from '../../db/types';

/** Makes the database (PGlite or PostgreSQL, chosen by the caller) available as `app.db`; closes it with the app. */
export default fp(
  async (app, opts: { db: Database; closeDb: boolean }) => {
    app.decorate('db', opts.db);
    if (opts.closeDb) app.addHook('onClose', async () => opts.db.close());
  },
  { name: 'db' },
);
