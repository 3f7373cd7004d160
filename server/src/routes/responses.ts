import { apiErrorBodySchema } from 'shared-domain';
import { z } from 'zod';

/**
 * Response schemas of a route: the success body per status code, plus the error body every 4xx carries (the
 * error handler's `{ message, fieldErrors?, current? }`). The serializer encodes each body through its schema
 * and the OpenAPI document publishes them.
 */
export const replies = <R extends Record<number, z.ZodType>>(success: R) => ({ ...success, '4xx': apiErrorBodySchema });

/**
 * A list served from the list cache (lib/list-cache.ts): the handler sends the JSON built in SQL as a Buffer, raw or
 * precompressed, which Fastify passes through without serializing. So the schema documents the body (and a test
 * parses each cached list through it) but never re-serializes the cached bytes.
 */
export const cachedList = <S extends z.ZodType>(list: S) =>
  replies({ 200: list, 304: z.undefined().describe('Not modified: the list has the ETag given in If-None-Match') });
