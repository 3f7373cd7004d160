import fp from 'fastify-plugin';
import { createRepositories, type Repositories } from '../../repositories';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every repository: the only place with SQL (see repositories/index.ts). */
    repos: Repositories;
  }
}

/** Every repository, built on `app.db`, as `app.repos`. */
export default fp(
  async (app) => {
    app.decorate('repos', createRepositories(app.db));
  },
  { name: 'repositories', dependencies: ['db'] },
);
