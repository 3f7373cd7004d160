import type { z } from 'zod';
import type { SystemSettings } from '../settings';
import type { StoredTeacherBody } from '../teacher';
import type { systemSettingsResponseSchema } from './misc';
import type { teacherBodyResponseSchema } from './teacher';

/**
 * Compile-time checks: a response schema written without transforms describes exactly what the matching request
 * schema outputs (and the server stores, with its stamps on the observations). A drift between the two fails the type check here.
 */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const conformance: [
  Same<z.output<typeof teacherBodyResponseSchema>, StoredTeacherBody>,
  Same<z.output<typeof systemSettingsResponseSchema>, SystemSettings>,
] = [true, true];
