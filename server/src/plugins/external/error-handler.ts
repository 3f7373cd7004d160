import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { FastifyError } from 'fastify';
import { MESSAGES } from 'shared-domain';
import { HttpError } from '../../lib/http-errors';
import { isDatabaseUnavailable } from '../../db/types';

const INTERNAL = 'Something went wrong. Please try again later.';
export const INVALID_TEXT = 'Contains characters that cannot be stored';
// A NUL, or a high surrogate not followed by a low one, or a low one not preceded by a high one.
// PostgreSQL text cannot hold NUL or a lone surrogate: such input is refused as a 400, not stored.
// eslint-disable-next-line no-control-regex -- matching the NUL character is the point of this pattern
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** The dotted path of the first string (or key) in a parsed body that PostgreSQL cannot store, '' for the body itself, else null. */
export function unstorableText(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return UNSTORABLE.test(value) ? path : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [k, v] of Object.entries(value)) {
    const p = path ? `${path}.${k}` : k;
    if (UNSTORABLE.test(k)) return p;
    const bad = unstorableText(v, p);
    if (bad !== null) return bad;
  }
  return null;
}

/** The one error handler: `{ message, fieldErrors?, current? }`, never a stack trace. */
export default fp(
  async (app) => {
    app.setErrorHandler((err: FastifyError, req, reply) => {
      if (hasZodFastifySchemaValidationErrors(err)) {
        const fieldErrors: Record<string, string> = {};
        for (const v of err.validation) {
          const key = v.instancePath.split('/').filter(Boolean).join('.') || err.validationContext || 'body';
          fieldErrors[key] ??= v.message ?? 'Invalid value';
        }
        const [field, message] = Object.entries(fieldErrors)[0] ?? ['body', 'Invalid input'];
        return reply.code(400).send({ message: `${field}: ${message}`, fieldErrors });
      }
      if (err instanceof HttpError)
        return reply
          .code(err.statusCode)
          .headers(err.headers)
          .send({ message: err.message, ...err.extra });
      if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
        return reply.code(413).send({ message: MESSAGES.bodyTooLarge(req.routeOptions.bodyLimit ?? app.initialConfig.bodyLimit ?? 0) });
      // The database restarting or away: a 503 to try again, never a 500 (the balancer may retry elsewhere).
      if (isDatabaseUnavailable(err)) {
        req.log.warn({ err: { message: err.message, code: err.code } }, 'database unavailable');
        return reply.code(503).header('retry-after', '5').send({ message: MESSAGES.databaseUnavailable });
      }
      const status = err.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        const message = /JSON/i.test(err.code ?? '') || err instanceof SyntaxError ? 'Invalid JSON body' : err.message;
        return reply.code(status).send({ message });
      }
      req.log.error({ err }, 'request failed');
      return reply.code(500).send({ message: INTERNAL });
    });

    // An empty body with a JSON content type (e.g. a bodiless POST from a fetch client) is no body, not an error.
    const defaultJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
      if (body === '' || body === undefined) return done(null, undefined);
      return defaultJson(req, body as string, (err, value) => {
        if (err) return done(err, undefined);
        // PostgreSQL text cannot hold NUL, and an unpaired surrogate is no character: refuse them here (400)
        // instead of failing in the database (500).
        const bad = unstorableText(value);
        if (bad !== null)
          return done(
            new HttpError(400, `${bad || 'body'}: ${INVALID_TEXT}`, { fieldErrors: { [bad || 'body']: INVALID_TEXT } }),
            undefined,
          );
        return done(null, value);
      });
    });
  },
  { name: 'error-handler' },
);
