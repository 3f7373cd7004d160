import fp from 'fastify-plugin';
import { createServices, type Services } from '../../services';
import { createLinkRequests, type LinkRequests } from '../../services/link-requests';

declare module 'fastify' {
  interface FastifyInstance {
    /** What does more than SQL: hashing, links, e-mails queued with the change (see services/index.ts). */
    services: Services;
    /** "Forgot password" and "E-mail me a sign-in link" requests, handled after their answer (services/link-requests.ts). */
    linkRequests: LinkRequests;
  }
}

/** The services built on the repositories and the mailer, as `app.services`. */
export default fp(
  async (app) => {
    const services = createServices(app.db, app.repos, app.mailer, app.env.PUBLIC_URL);
    app.decorate('services', services);
    const linkRequests = createLinkRequests({
      db: app.db,
      logger: app.log,
      handle: (tx, kind, email) =>
        kind === 'reset' ? services.accounts.forgotPassword(tx, email) : services.teacherArea.sendSignInLink(tx, email),
      afterPass: () => app.mailer.kick(),
    });
    app.decorate('linkRequests', linkRequests);
    // Requests answered before a stop (or by a server that crashed) are handled once this one is up.
    app.addHook('onReady', async () => linkRequests.kick());
    app.addHook('onClose', async () => linkRequests.close());
  },
  { name: 'services', dependencies: ['db', 'env', 'repositories', 'mailer'] },
);
