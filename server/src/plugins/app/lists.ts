import fp from 'fastify-plugin';
import { createListCache, type ListCache } from '../../lib/list-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /** Serialised list responses cached per table version (ETag, gzip, brotli). */
    lists: ListCache;
  }
}

/** The list cache as `app.lists`. */
export default fp(
  async (app) => {
    app.decorate('lists', createListCache(app.db));
  },
  { name: 'lists', dependencies: ['db'] },
);
