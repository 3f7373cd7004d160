import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { FastifyError } from 'fastify';
import { HttpError } from '../../lib/http-errors';

const INTERNAL = 'Something went wrong. Please try again later.';

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
      if (err instanceof HttpError) return reply.code(err.statusCode).send({ message: err.message, ...err.extra });
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
      return defaultJson(req, body as string, done);
    });
  },
  { name: 'error-handler' },
);
