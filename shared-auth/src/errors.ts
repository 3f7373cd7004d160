import { ApiError } from './api-client';

/** What a form needs to show a server error under a field (react-hook-form's `setError`, typed structurally). */
export interface FieldErrorTarget {
  // `any`: each form's setError only accepts its own field paths, and the server's paths are plain strings.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  setError(name: any, error: { type: string; message: string }): void;
}

/** The message the server sent with a failed call; `fallback` when it sent none or the call never reached it. */
export function errorMessage(err: unknown, fallback: string): string {
  return err instanceof ApiError && err.serverMessage ? err.serverMessage : fallback;
}

/**
 * Puts the field errors a refused call carries (dotted paths, e.g. 'contactInfo.phone') under their fields.
 * `fieldName` maps a server path to the form's field when they differ (undefined: no such field, skipped).
 * Returns whether any field error was set.
 */
export function applyFieldErrors(
  form: FieldErrorTarget,
  err: unknown,
  fieldName: (path: string) => string | undefined = (path) => path,
): boolean {
  if (!(err instanceof ApiError)) return false;
  let applied = false;
  for (const [path, message] of Object.entries(err.fieldErrors)) {
    const name = fieldName(path);
    if (name === undefined) continue;
    form.setError(name, { type: 'server', message });
    applied = true;
  }
  return applied;
}
