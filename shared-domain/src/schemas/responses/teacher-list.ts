import { z } from 'zod';
import { COMPLIANCE_STATUSES } from '../../supervision/compliance';
import { teacherAssignmentSchema, teacherBodyResponseSchema, teacherSchema } from './teacher';

const t = teacherSchema.shape;
const body = teacherBodyResponseSchema.shape;

/**
 * Where a teacher stands on field supervision, in the few figures a list shows (the whole answer is
 * GET teachers/{id}/compliance): today's status, the next deadline and what it is for, counts and problems.
 */
export const complianceSummarySchema = z.object({
  status: z.enum(COMPLIANCE_STATUSES),
  nextDue: z.string().nullable(),
  /** The requirement `nextDue` belongs to. */
  nextDueFor: z.enum(['first observation', 'first half', 'second half']).nullable(),
  firstObservationDueBy: z.string().nullable(),
  counted: z.number().int(),
  required: z.number().int(),
  problems: z.number().int(),
});
export type ComplianceSummary = z.infer<typeof complianceSummarySchema>;

/**
 * A teacher as the staff lists carry it (GET teachers/all?view=list): the table's columns, what the search and
 * the filters read, and two answers worked out on the server for today (the 'What's left' checklist's "has open
 * items" and the field-supervision summary). The record page and the quick view (an edit form of the whole
 * record) fetch the record by its number; the CSV export reads the whole records.
 */
export const teacherListItemSchema = z
  .object({
    /**
     * The record number, not the id: 10,000 ids would be 185 KB of the list's bytes compressed, the numbers are
     * about 15 KB. Links and the dialogs address the teacher by it (teachers/{id} takes either; issue 20).
     */
    ref: z.number().int(),
    teacherStatus: t.teacherStatus,
    name: t.name,
    teaId: t.teaId,
    updatedAt: t.updatedAt,
    contact: body.contact.pick({ email: true }),
    placement: body.placement.pick({ districtName: true }),
    /** Where the teacher is placed and with whom (the 'My teachers' filter, the school and supervisor columns). */
    assignment: teacherAssignmentSchema.pick({ schoolName: true, supervisorId: true, supervisorName: true }).nullable(),
    /** Observations recorded (formal or not, counting or not). */
    observations: z.number().int(),
    /** Something is left on the 'What's left' checklist today. */
    openItems: z.boolean(),
    /** Field supervision today; null when no observation is required (obsNeeded n/a or no internship dates). */
    compliance: complianceSummarySchema.nullable(),
  })
  .meta({ id: 'TeacherListItem' });
export type TeacherListItem = z.infer<typeof teacherListItemSchema>;

/** GET teachers/all: `?view=list` answers the projection; without it (or `full`) the whole records. */
/** How many rows a first page (`?view=list&first=N`) may ask for. */
export const TEACHER_LIST_FIRST_MAX = 200;
/** The rows the list screen shows while the whole list loads (issue 20: the first rows paint before it arrives). */
export const TEACHER_LIST_FIRST_PAGE = 20;

export const teacherListQuerySchema = z
  .object({
    view: z.enum(['full', 'list'], { error: 'View must be full or list' }).optional(),
    /** With view=list: only the first N teachers in the list's order (last name, first name), for a first paint. */
    first: z.coerce
      .number({ error: 'first must be a number' })
      .int('first must be a whole number')
      .min(1, 'first must be 1 or more')
      .max(TEACHER_LIST_FIRST_MAX, `first must be at most ${TEACHER_LIST_FIRST_MAX}`)
      .optional(),
  })
  .superRefine((q, ctx) => {
    if (q.first !== undefined && q.view !== 'list') ctx.addIssue({ code: 'custom', path: ['first'], message: 'first needs view=list' });
  });
