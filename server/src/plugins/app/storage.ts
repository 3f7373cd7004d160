import fp from 'fastify-plugin';
import { createPgStorage } from '../../storage/pg-storage';
import type { FileStorage } from '../../storage/types';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where uploaded documents keep their bytes: PostgreSQL (PGlite or a server) behind FileStorage. */
    storage: FileStorage;
  }
}

/** The file store as `app.storage`. */
export default fp(
  async (app) => {
    app.decorate('storage', createPgStorage(app.db));
  },
  { name: 'storage', dependencies: ['db'] },
);
