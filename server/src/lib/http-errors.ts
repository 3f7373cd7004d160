import { MESSAGES, type FieldErrors } from 'shared-domain';

/** An error with an HTTP status that the error handler turns into `{ message, fieldErrors?, current? }`. */
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly extra: { fieldErrors?: FieldErrors; current?: unknown } = {},
    /** Response headers to send with it (Retry-After of a 429). */
    public readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, fieldErrors?: FieldErrors) => new HttpError(400, message, { fieldErrors });
/** 400 naming one field, like a schema validation error does. */
export const fieldError = (field: string, message: string, prefix = true) =>
  new HttpError(400, prefix ? `${field}: ${message}` : message, { fieldErrors: { [field]: message } });
export const unauthorized = (message: string = MESSAGES.unauthorized) => new HttpError(401, message);
export const forbidden = (message: string = MESSAGES.forbidden) => new HttpError(403, message);
export const notFound = (message: string = MESSAGES.notFound) => new HttpError(404, message);
export const conflict = (message: string, current?: unknown) => new HttpError(409, message, current === undefined ? {} : { current });
export const stale = (current: unknown) => conflict(MESSAGES.staleRecord, current);

/** Texts for unknown ids (product spec §8). */
export const NOT_FOUND = {
  school: MESSAGES.schoolNotFound,
  teacher: 'Teacher not found',
  supervisor: 'Supervisor not found',
  request: 'Request not found',
  inquiry: 'Inquiry not found',
} as const;

/**
 * Optimistic concurrency: a body `updatedAt` older than the stored one is stale.
 * No `updatedAt` in the body means no check. Compared at millisecond precision.
 */
export function assertFresh(given: string | undefined, current: { updatedAt: string }): void {
  if (given === undefined || given === '') return;
  const a = Date.parse(given);
  if (Number.isNaN(a) || a !== Date.parse(current.updatedAt)) throw stale(current);
}
