import { z } from 'zod';

/**
 * Building blocks of the response schemas. Responses are described as the server sends them, with no
 * transforms: the server's serializer encodes every body through its schema, and zod cannot encode a transform.
 */

/** A timestamp as the API sends it: UTC with milliseconds (`iso_ts` in SQL, like Date#toISOString). */
export const isoDateTime = z.iso.datetime();
/** A record date as stored (calendarDate 'date' of the request schemas): 'YYYY-MM-DD', or '' for none. */
export const recordDate = z.union([z.iso.date(), z.literal('')]);
export const personName = z.object({ first: z.string(), last: z.string() });

export const fieldErrorsSchema = z.record(z.string(), z.string());
export type FieldErrors = z.infer<typeof fieldErrorsSchema>;

/** The JSON error body every API error carries. */
export const apiErrorBodySchema = z
  .object({
    message: z.string(),
    fieldErrors: fieldErrorsSchema.optional(),
    /** A 409 on a stale edit: the record as it is now. */
    current: z.unknown().optional(),
  })
  .meta({ id: 'ApiErrorBody' });
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

/** `{ success: true, message }`, the answer of an action without a record (`.extend` it with the record it returns). */
export const successMessageSchema = z.object({ success: z.boolean(), message: z.string() });
export type SuccessMessage = z.infer<typeof successMessageSchema>;

/** When a stored record was created and last changed. */
export const recordTimestamps = { createdAt: isoDateTime, updatedAt: isoDateTime };

/**
 * `?limit=` and `?offset=` of a paged list (GET /api/compliance, GET requests/all): spread into the list's query
 * schema. `max` is the most rows one page may ask for.
 */
export function pageQuery(max: number) {
  return {
    limit: z.coerce
      .number({ error: 'Limit must be a number' })
      .int('Limit must be a whole number')
      .min(1, 'Limit must be at least 1')
      .max(max, `Limit must be at most ${max}`)
      .optional(),
    offset: z.coerce
      .number({ error: 'Offset must be a number' })
      .int('Offset must be a whole number')
      .min(0, 'Offset must be at least 0')
      .max(10_000_000, 'Offset must be at most 10000000')
      .optional(),
  };
}
