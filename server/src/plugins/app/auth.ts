import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { API_ROUTES, MESSAGES, type Access } from 'shared-domain';
import { forbidden, unauthorized } from '../../lib/http-errors';
import { createTokenService } from '../../services/tokens';
import type { AuthUser } from '../../types';

/** The role table of shared-domain's API_ROUTES, keyed by "METHOD /path". */
const ACCESS = new Map<string, Access>(API_ROUTES.map((r) => [`${r.method} ${r.path}`, r.access]));
export const accessFor = (method: string, path: string) => ACCESS.get(`${method === 'HEAD' ? 'GET' : method} ${path}`);

/** What an admin who must first set up two-factor may call. */
const SETUP_ROUTES = new Set([
  'GET /api/auth/me',
  'POST /api/auth/signout',
  'POST /api/auth/refresh-token',
  'GET /api/auth/two-factor',
  'POST /api/auth/two-factor/setup',
  'POST /api/auth/two-factor/enable',
]);

const bearer = (req: FastifyRequest) => {
  const h = req.headers.authorization;
  return h && /^Bearer\s+/i.test(h) ? h.replace(/^Bearer\s+/i, '').trim() : undefined;
};

/**
 * Authentication (HS256 JWT, live while its session row exists) and authorization by the role table: every /api route must have a
 * row in API_ROUTES (a route without one is refused), and the row decides who may call it.
 */
export default fp(
  async (app, opts: { jwtSecret: string }) => {
    app.decorate('tokens', createTokenService(opts.jwtSecret));
    app.decorate('apiRoutes', []);
    app.decorateRequest('auth', null);
    app.decorateRequest('authError', null);
    app.addHook('onRoute', (r) => {
      const methods = Array.isArray(r.method) ? r.method : [r.method];
      for (const m of methods) if (m !== 'HEAD' && r.url.startsWith('/api/')) app.apiRoutes.push({ method: m, path: r.url });
    });

    async function authenticate(token: string): Promise<AuthUser> {
      const v = await app.tokens.verify(token);
      if (!v.ok) throw unauthorized(v.reason === 'expired' ? MESSAGES.sessionExpired : MESSAGES.unauthorized);
      const { signedInAt, user, twoFactorSetupRequired } = await app.repos.users.forToken(v.claims.sub, v.claims.jti);
      if (!user) throw unauthorized(MESSAGES.unauthorized);
      // Signed out, replaced by a refresh, ended by a password change, an e-mail change or a reset, past the
      // session's absolute lifetime, or idle too long.
      if (signedInAt === null) throw unauthorized(MESSAGES.sessionExpired);
      if (!user.active) throw forbidden();
      return { ...user, jti: v.claims.jti, expiresAt: v.claims.expiresAt, signedInAt, twoFactorSetupRequired };
    }

    app.addHook('onRequest', async (req) => {
      const path = req.routeOptions.url;
      if (!path?.startsWith('/api/')) return;
      const access = accessFor(req.method, path);
      if (access === undefined) throw forbidden();
      const token = bearer(req);
      if (access === 'public') {
        if (token) {
          try {
            req.auth = await authenticate(token);
          } catch (err) {
            req.authError = err as typeof req.authError;
          }
        }
        return;
      }
      if (!token) throw unauthorized();
      req.auth = await authenticate(token);
      if (access !== 'any' && !access.includes(req.auth.role)) throw forbidden();
      // An admin who must set up two-factor (the system setting) may do that, and sign out, before anything else.
      if (req.auth.twoFactorSetupRequired && !SETUP_ROUTES.has(`${req.method} ${path}`)) throw forbidden(MESSAGES.twoFactorRequired);
    });
  },
  { name: 'auth', dependencies: ['repositories'] },
);

/** The signed-in caller (routes behind a non-public row always have one). */
export function caller(req: FastifyRequest): AuthUser {
  if (!req.auth) throw unauthorized();
  return req.auth;
}
