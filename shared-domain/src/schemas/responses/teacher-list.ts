import { z } from 'zod';
import { enumField } from '../../enum-words';
import { TEACHER_LIST_FILTERS, TEACHER_QUEUES, TEACHER_SEARCH_MAX } from '../../constants';
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
     * about 15 KB. Links and the dialogs address the teacher by it (teachers/{id} takes either).
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
/**
 * The rows the list screen shows while the whole list loads (the first rows paint before it arrives), and
 * the page size above the threshold: the first page's totals decide whether the whole list loads.
 */
export const TEACHER_LIST_FIRST_PAGE = 50;

// --- The staff list at any size (search, filters, sort and keyset pages on the server) ---
/** The columns the list sorts by on the server (the table's sortable columns). */
export const TEACHER_LIST_SORTS = ['lastName', 'firstName', 'status', 'teaId', 'email', 'district'] as const;
export type TeacherListSort = (typeof TEACHER_LIST_SORTS)[number];
/** Rows per page of `?view=list&limit=N`. */
export const TEACHER_LIST_PAGE_MAX = 200;
export const TEACHER_LIST_PAGE = 100;
/**
 * Up to this many teachers the browser may load the whole list and search it itself; above it it pages on the server
 * (the whole list is about 25 KB on the wire per 1,000 teachers: at 10,000 its 257 KB were the screen's first answer,
 * over the list's 250 KB budget). The server's answer names the value it uses (env TEACHER_LIST_WHOLE_MAX lowers it in tests).
 */
export const TEACHER_LIST_WHOLE_MAX = 5_000;

/** One page of the list (`?view=list&limit=N`): its rows, the totals and the cursor of the next page. */
export const teacherListPageSchema = z
  .object({
    rows: z.array(teacherListItemSchema),
    /** Teachers the caller may see, before the search and filters. */
    total: z.number().int(),
    /** Teachers the search and filters keep. */
    matched: z.number().int(),
    /** `after=` for the next page; null on the last. */
    next: z.string().nullable(),
    /** Up to this total the client may load the whole list instead (TEACHER_LIST_WHOLE_MAX or the server's setting). */
    wholeMax: z.number().int(),
  })
  .meta({ id: 'TeacherListPage' });
export type TeacherListPage = z.infer<typeof teacherListPageSchema>;

const listOnly = ['q', 'status', 'open', 'queue', 'supervisor', 'sort', 'dir', 'limit', 'after', 'format'] as const;

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
    /** With view=list, a page of N rows (an object with totals and a cursor) instead of the whole array. */
    limit: z.coerce
      .number({ error: 'limit must be a number' })
      .int('limit must be a whole number')
      .min(1, 'limit must be 1 or more')
      .max(TEACHER_LIST_PAGE_MAX, `limit must be at most ${TEACHER_LIST_PAGE_MAX}`)
      .optional(),
    /** The `next` of the previous page. */
    after: z.string().max(2000, 'after is too long').optional(),
    /** Search: name, TEA ID, e-mail or record number; every word must match (accents and case ignored). */
    q: z.string().max(TEACHER_SEARCH_MAX, `q must be at most ${TEACHER_SEARCH_MAX} characters`).optional(),
    status: enumField(TEACHER_LIST_FILTERS, 'status').optional(),
    /** 1: only teachers with something left on the 'What's left' checklist today. */
    open: z.enum(['0', '1'], { error: 'open must be 0 or 1' }).optional(),
    /** Only the teachers of one of the admin dashboard's work-queue groups (the count it shows). */
    queue: z.enum(TEACHER_QUEUES, { error: `queue must be one of ${TEACHER_QUEUES.join(', ')}` }).optional(),
    /** Only the teachers placed with this field supervisor. */
    supervisor: z.uuid({ error: 'supervisor must be a supervisor id' }).optional(),
    sort: z.enum(TEACHER_LIST_SORTS, { error: `sort must be one of ${TEACHER_LIST_SORTS.join(', ')}` }).optional(),
    dir: z.enum(['asc', 'desc'], { error: 'dir must be asc or desc' }).optional(),
    /** csv: the list (with its search and filters) as the CSV export, streamed. */
    format: z.enum(['json', 'csv'], { error: 'format must be json or csv' }).optional(),
  })
  .superRefine((q, ctx) => {
    if (q.first !== undefined && q.view !== 'list') ctx.addIssue({ code: 'custom', path: ['first'], message: 'first needs view=list' });
    for (const k of listOnly) {
      if (q[k] !== undefined && q.view !== 'list') ctx.addIssue({ code: 'custom', path: [k], message: `${k} needs view=list` });
    }
    if (q.after !== undefined && q.limit === undefined) ctx.addIssue({ code: 'custom', path: ['after'], message: 'after needs limit' });
  });
export type TeacherListQuery = z.infer<typeof teacherListQuerySchema>;
