import { createHmac, randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import './types';
import { STAFF_BODY_MAX_BYTES } from 'shared-domain';
import type { Env } from './env';
import type { Database } from './db/types';
import dbPlugin from './plugins/external/db';
import drain from './plugins/external/drain';
import envPlugin from './plugins/external/env';
import errorHandler from './plugins/external/error-handler';
import security from './plugins/external/security';
import staticPlugin from './plugins/external/static';
import authPlugin from './plugins/app/auth';
import derivedRefresh from './plugins/app/derived-refresh';
import repositories from './plugins/app/repositories';
import metrics from './plugins/app/metrics';
import mailer from './plugins/app/mailer';
import services from './plugins/app/services';
import lists from './plugins/app/lists';
import jobs from './plugins/app/jobs';
import openapi from './plugins/app/openapi';
import storage from './plugins/app/storage';
import clock from './plugins/app/clock';
import rateLimits, { type RateLimitOptions } from './plugins/app/rate-limits';
import apiRoutes from './routes';
import type { MailTransport, SmsTransport } from './services/mailer';
import { resolveJwtSecret } from './services/tokens';

export interface BuildOptions {
  env: Env;
  /** An open, migrated database (PGlite or PostgreSQL). */
  db: Database;
  /** Close the database when the app closes (default true). */
  closeDb?: boolean;
  logger?: FastifyServerOptions['logger'];
  /** Replaces the SMTP transport (tests). */
  mailTransport?: MailTransport;
  /** Replaces the SMS transport (tests); the default is SMS_URL's HTTP provider, if set. */
  smsTransport?: SmsTransport;
  /** The clock of the scheduled jobs and of time-limited links (tests); the default is the system clock. */
  now?: () => Date;
  /** Replaces rate-limit rules (tests); the defaults are RATE_RULES. */
  rateLimits?: RateLimitOptions;
}

/** A query-string token (a reset or invitation link being opened) is never written to the request log. */
export const redactUrl = (url: string) => url.replace(/([?&]token=)[^&#]*/gi, '$1[redacted]');

/**
 * What the log never holds (pino `redact`): credentials in headers, passwords, tokens and hashes wherever a log
 * line carries a request, a reply or a body. Used by the request logger and the server's own (server.ts).
 */
export const LOG_REDACT = {
  paths: [
    'req.headers.authorization',
    'req.headers.cookie',
    'req.headers["proxy-authorization"]',
    'res.headers["set-cookie"]',
    'headers.authorization',
    'headers.cookie',
    'password',
    'newPassword',
    'currentPassword',
    'passwordHash',
    'token',
    '*.password',
    '*.newPassword',
    '*.currentPassword',
    '*.passwordHash',
    '*.token',
    'body.*.password',
  ],
  censor: '[redacted]',
};

/** A client's own x-request-id, logged beside the server's id (never used as it), trimmed to something sane. */
export const clientRequestId = (v: unknown) => (typeof v === 'string' && v ? v.slice(0, 128) : undefined);

function withRedactedUrls(logger: NonNullable<FastifyServerOptions['logger']>): FastifyServerOptions['logger'] {
  if (typeof logger !== 'object') return logger;
  return {
    redact: LOG_REDACT,
    ...logger,
    serializers: {
      req: (req: { method: string; url: string; host?: string; ip?: string }) => ({
        method: req.method,
        url: typeof req.url === 'string' ? redactUrl(req.url) : req.url,
        host: req.host,
        remoteAddress: req.ip,
      }),
      ...('serializers' in logger ? logger.serializers : {}),
    },
  };
}

/** The whole application: plugins in order external -> app -> routes. The caller listens (or injects). */
export async function buildApp(o: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: o.logger ? withRedactedUrls(o.logger) : false,
    // The request id is always the server's: a client's x-request-id is only logged, as clientRequestId.
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    childLoggerFactory: (logger, bindings, opts, raw) => {
      const theirs = clientRequestId(raw.headers['x-request-id']);
      return logger.child(theirs ? { ...bindings, clientRequestId: theirs } : bindings, opts);
    },
    // Each /api route sets its own (routes/index.ts): 64 KB unless staff may call it.
    bodyLimit: STAFF_BODY_MAX_BYTES,
    return503OnClosing: true,
    // Behind a reverse proxy, req.ip is the client's address from X-Forwarded-For (rate limits count per client).
    trustProxy: o.env.TRUST_PROXY,
  });
  // external
  await app.register(envPlugin, { env: o.env });
  await app.register(drain);
  await app.register(dbPlugin, { db: o.db, closeDb: o.closeDb ?? true });
  await app.register(errorHandler);
  await app.register(security);
  // app
  await app.register(repositories);
  await app.register(derivedRefresh);
  await app.register(metrics);
  await app.register(mailer, { mailTransport: o.mailTransport, smsTransport: o.smsTransport });
  await app.register(services);
  await app.register(lists);
  await app.register(jobs, { now: o.now });
  // The document store and the links' clock.
  await app.register(storage);
  await app.register(clock, { now: o.now });
  const jwtSecret = resolveJwtSecret(o.env.JWT_SECRET, o.env.DATA_DIR);
  // Cookies are for the device cookie of sign-in only (the session is a bearer token); signed with a key derived
  // from the token secret, so every replica with the same secret reads them.
  await app.register(cookie, { secret: createHmac('sha256', jwtSecret).update('device-cookie').digest('base64url') });
  await app.register(authPlugin, { jwtSecret });
  await app.register(rateLimits, o.rateLimits ?? {});
  await app.register(openapi);
  // routes
  await app.register(apiRoutes, { prefix: '/api' });
  await app.register(staticPlugin);
  return app;
}
