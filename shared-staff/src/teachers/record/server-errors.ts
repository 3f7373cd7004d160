import type { UseFormReturn } from 'react-hook-form';
import { ApiError } from 'shared-auth';
import type { TeacherBody } from 'shared-domain';
import type { TeacherPath } from './sections/use-teacher-field';

/** Puts the server's field errors (dotted paths) on the fields; returns how many there were. */
export function applyServerErrors(form: UseFormReturn<TeacherBody>, err: unknown): number {
  if (!(err instanceof ApiError)) return 0;
  const entries = Object.entries(err.fieldErrors);
  for (const [path, message] of entries) form.setError(path as TeacherPath, { type: 'server', message });
  return entries.length;
}
