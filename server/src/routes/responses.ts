import { apiErrorBodySchema } from 'shared-domain';
import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';
import { forbidden, notFound } from '../lib/http-errors';

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

/**
 * The round trip of a PATCH a caller may make to some fields only: the record sent back as read carries the others
 * unchanged, and those are dropped; a field outside `editable` with another value than the record's is a 403.
 */
/** As JSON holds it: the database's objects may not be plain ones, and key order does not matter. */
const plain = (v: unknown): unknown => (v === undefined ? undefined : JSON.parse(JSON.stringify(v)));

export async function withoutUnchanged<B extends object>(
  body: B,
  editable: ReadonlySet<string>,
  current: () => Promise<object | null>,
): Promise<B> {
  const others = Object.keys(body).filter((k) => !editable.has(k) && (body as Record<string, unknown>)[k] !== undefined);
  if (!others.length) return body;
  const record = (await current()) as Record<string, unknown> | null;
  if (!record) throw notFound();
  const kept = { ...body } as Record<string, unknown>;
  for (const k of others) {
    if (!isDeepStrictEqual(plain(kept[k]), plain(record[k]))) throw forbidden();
    delete kept[k];
  }
  return kept as B;
}
