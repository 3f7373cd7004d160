import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import type { Env } from '../../env';

/** Origins of remotes served from elsewhere (absolute REMOTE_*_URL values). */
export function remoteOrigins(env: Env): string[] {
  const urls = [env.REMOTE_PUBLIC_URL, env.REMOTE_ADMIN_URL, env.REMOTE_SCHOOL_URL, env.REMOTE_SUPERVISOR_URL, env.REMOTE_TEACHER_URL];
  const origins = urls.flatMap((u) => {
    try {
      return /^https?:\/\//.test(u) ? [new URL(u).origin] : [];
    } catch {
      return [];
    }
  });
  return [...new Set(origins)];
}

/** Browser features no page of the portal uses: off for it and anything it embeds. */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/** An /api answer that set no caching of its own: personal data, never stored by a browser or a proxy. */
const API_CACHE_CONTROL = 'no-store';
const isApi = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

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
          frameAncestors: ["'none'"],
        },
      },
      // No page of the portal is meant to be framed, by itself or anyone (clickjacking).
      frameguard: { action: 'deny' },
      // Remote entry scripts may come from other origins.
      crossOriginResourcePolicy: { policy: remotes.length ? 'cross-origin' : 'same-origin' },
    });
    // Set on the raw response, as helmet's headers are, so that static.ts can drop it from scripts and styles.
    app.addHook('onRequest', async (_req, reply) => {
      reply.raw.setHeader('permissions-policy', PERMISSIONS_POLICY);
    });
    app.addHook('onSend', async (req, reply) => {
      reply.header('x-request-id', req.id);
      // The big lists answer 'private, no-cache' with an ETag (revalidated, never in a shared cache); every other
      // API answer (a session, a record, an error) is not kept at all: a school office's computer is shared.
      if (isApi(req.url) && !reply.hasHeader('cache-control')) reply.header('cache-control', API_CACHE_CONTROL);
    });
  },
  { name: 'security', dependencies: ['env'] },
);
