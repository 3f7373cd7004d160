import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import type { Env } from '../../env';

/** Origins of remotes served from elsewhere (absolute REMOTE_*_URL values). */
export function remoteOrigins(env: Env): string[] {
  const urls = [env.REMOTE_PUBLIC_URL, env.REMOTE_ADMIN_URL, env.REMOTE_SCHOOL_URL, env.REMOTE_SUPERVISOR_URL];
  const origins = urls.flatMap((u) => {
    try {
      return /^https?:\/\//.test(u) ? [new URL(u).origin] : [];
    } catch {
      return [];
    }
  });
  return [...new Set(origins)];
}

/**
 * Security headers. The CSP lets a webpack Module Federation app run: scripts only from this origin and the
 * remotes' origins, inline styles for styled-components, data: images.
 */
export default fp(
  async (app) => {
    const remotes = remoteOrigins(app.env);
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...remotes],
          styleSrc: ["'self'", "'unsafe-inline'"],
          connectSrc: ["'self'", ...remotes],
          imgSrc: ["'self'", 'data:'],
          fontSrc: ["'self'", 'data:'],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'self'"],
        },
      },
      // Remote entry scripts may come from other origins.
      crossOriginResourcePolicy: { policy: remotes.length ? 'cross-origin' : 'same-origin' },
    });
    app.addHook('onSend', async (req, reply) => {
      reply.header('x-request-id', req.id);
    });
  },
  { name: 'security', dependencies: ['env'] },
);
