import fp from 'fastify-plugin';
import { createServices, type Services } from '../../services';

declare module 'fastify' {
  interface FastifyInstance {
    /** What does more than SQL: hashing, links, e-mails queued with the change (see services/index.ts). */
    services: Services;
  }
}

/** The services built on the repositories and the mailer, as `app.services`. */
export default fp(
  async (app) => {
    app.decorate('services', createServices(app.db, app.repos, app.mailer, app.env.PUBLIC_URL));
  },
  { name: 'services', dependencies: ['db', 'env', 'repositories', 'mailer'] },
);
