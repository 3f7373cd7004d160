import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError } from 'shared-auth';

/** The server's own message, unless it only carries the generic 'Request failed (status)' text. */
export function serverMessage(err: unknown, fallback: string): string {
  if (err instanceof ApiError && err.message && !err.message.startsWith('Request failed')) return err.message;
  return fallback;
}

/** Puts the server's fieldErrors (dotted paths) onto the form's fields and returns the message for the form box. */
export function applyServerErrors<T extends FieldValues>(err: unknown, setError: UseFormSetError<T>, fallback: string): string {
  if (err instanceof ApiError) {
    for (const [path, message] of Object.entries(err.fieldErrors)) setError(path as FieldPath<T>, { type: 'server', message });
  }
  return serverMessage(err, fallback);
}

export const isConflict = (err: unknown): err is ApiError => err instanceof ApiError && err.status === 409;
export const isNotFound = (err: unknown) => err instanceof ApiError && err.status === 404;

/** Today as YYYY-MM-DD (local date). */
export function today(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
