import { ApiError } from 'shared-auth';
import { MESSAGES } from 'shared-domain';

/** The server refuses teachers to a school that is not approved yet (403 with the awaiting-approval text). */
export const isAwaitingApproval = (err: unknown) =>
  err instanceof ApiError && err.status === 403 && err.message === MESSAGES.schoolAwaitingApproval;

/** The server's message, or `fallback` when the error carries none. */
export function errorMessage(err: unknown, fallback: string): string {
  if (err instanceof ApiError) return err.message.startsWith('Request failed') ? fallback : err.message;
  return fallback;
}
