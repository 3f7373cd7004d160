import type { Env } from './env';
import type { Database } from './db/types';
import type { TokenService } from './services/tokens';
import type { RateLimiter } from './plugins/app/rate-limits';
import type { UserRow } from './repositories/users-repository';
import type { HttpError } from './lib/http-errors';

/** The signed-in caller of a request. */
export interface AuthUser extends UserRow {
  jti: string;
  expiresAt: number;
  /** When the session's sign-in was (ms): no refresh extends it past SESSION_ABSOLUTE_MS from then. */
  signedInAt: number;
  /** An admin without two-factor while the system setting requires it: only the set-up is open to it. */
  twoFactorSetupRequired: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    env: Env;
    db: Database;
    tokens: TokenService;
    /** Rate limits counted in the database (shared by every replica). */
    limits: RateLimiter;
    /** Every route registered under /api (method + path), for the role-table test. */
    apiRoutes: { method: string; path: string }[];
  }
  interface FastifyRequest {
    auth: AuthUser | null;
    /** Why a token sent to a public route was refused (the route decides whether that matters). */
    authError: HttpError | null;
  }
}
