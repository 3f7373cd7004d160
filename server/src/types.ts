import type { Env } from './env';
import type { Database } from './db/types';
import type { Repositories } from './plugins/app/repositories';
import type { Services } from './services';
import type { Mailer } from './services/mailer';
import type { JobRunner } from './services/jobs';
import type { TokenService } from './services/tokens';
import type { RateLimiter } from './plugins/app/rate-limits';
import type { ListCache } from './lib/list-cache';
import type { UserRow } from './repositories/users-repository';
import type { HttpError } from './lib/http-errors';

/** The signed-in caller of a request. */
export interface AuthUser extends UserRow {
  jti: string;
  expiresAt: number;
  /** When the session's sign-in was (ms): no refresh extends it past SESSION_ABSOLUTE_MS from then. */
  signedInAt: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    env: Env;
    db: Database;
    repos: Repositories;
    /** What does more than SQL: hashing, links, e-mails queued with the change (see services/index.ts). */
    services: Services;
    mailer: Mailer;
    /** The scheduled jobs (reminders): the daily run and an admin's 'Run now'. */
    jobs: JobRunner;
    tokens: TokenService;
    /** Rate limits counted in the database (shared by every replica). */
    limits: RateLimiter;
    /** Serialised list responses cached per table version (ETag, gzip, brotli). */
    lists: ListCache;
    /** Every route registered under /api (method + path), for the role-table test. */
    apiRoutes: { method: string; path: string }[];
  }
  interface FastifyRequest {
    auth: AuthUser | null;
    /** Why a token sent to a public route was refused (the route decides whether that matters). */
    authError: HttpError | null;
  }
}
