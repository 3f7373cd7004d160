import { z } from 'zod';
import { DRAFT_MAX_BYTES } from '../constants';

/**
 * A teacher-record draft kept on the server per signed-in user and teacher: the form's values as they
 * were (not validated: a draft may be half done) and the version of the record it was made on.
 */
export const teacherDraftInputSchema = z.object({
  values: z
    .record(z.string(), z.unknown(), { error: 'Draft values must be an object' })
    .refine((v) => JSON.stringify(v).length <= DRAFT_MAX_BYTES, { error: `A draft may hold at most ${DRAFT_MAX_BYTES / 1024} KB` }),
  baseUpdatedAt: z.string().max(40).nullable().prefault(null),
});
export type TeacherDraftInput = z.input<typeof teacherDraftInputSchema>;

export const teacherDraftSchema = z
  .object({
    teacherId: z.string(),
    values: z.record(z.string(), z.unknown()),
    baseUpdatedAt: z.string().nullable(),
    savedAt: z.string(),
  })
  .meta({ id: 'TeacherDraft' });
export type TeacherDraft = z.infer<typeof teacherDraftSchema>;

/** GET drafts/teachers/{id}: the caller's draft of that record, or null. */
export const teacherDraftReplySchema = z.object({ draft: teacherDraftSchema.nullable() });
