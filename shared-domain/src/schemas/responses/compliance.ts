import { z } from 'zod';
import { enumField } from '../../enum-words';
import { COMPLIANCE_PROBLEMS, COMPLIANCE_STATUSES } from '../../supervision/compliance';
import { pageQuery } from './common';

const counts = z.object({ firstHalf: z.number().int(), secondHalf: z.number().int(), total: z.number().int(), inPerson: z.number().int() });
const day = z.string().nullable();
const problem = z.object({ code: z.enum(COMPLIANCE_PROBLEMS), message: z.string(), date: z.string().optional() });

/** GET /api/teachers/{id}/compliance: supervisionCompliance() for today. */
export const complianceSchema = z
  .object({
    status: z.enum(COMPLIANCE_STATUSES),
    window: z.object({ start: day, midpoint: day, end: day }),
    required: counts,
    counted: counts,
    firstObservation: z.object({ dueBy: day, doneOn: day }),
    nextDue: day,
    problems: z.array(problem),
  })
  .meta({ id: 'Compliance' });

/** GET /api/compliance: one row per teacher the caller may see. */
export const complianceRowSchema = z
  .object({
    teacherId: z.string(),
    name: z.object({ first: z.string(), last: z.string() }),
    supervisor: z.string().nullable(),
    school: z.string().nullable(),
    status: z.enum(COMPLIANCE_STATUSES),
    counted: counts,
    required: counts,
    nextDue: day,
    problems: z.array(problem),
  })
  .meta({ id: 'ComplianceRow' });
export type ComplianceRow = z.infer<typeof complianceRowSchema>;

/** The most rows one page of GET /api/compliance holds. */
export const COMPLIANCE_PAGE_MAX = 500;

/**
 * GET /api/compliance: ?status= filters; ?format=csv answers the TEA export (one row per counted observation).
 * ?q= (words found, accents and order aside, in the name, TEA ID, e-mail or record number), ?supervisor= (an id, or 'none'), ?school= (an id) filter
 * too; ?limit= and ?offset= page (the X-Total-Count header says how many rows match). Without limit: every row.
 */
export const complianceQuerySchema = z.object({
  status: enumField(COMPLIANCE_STATUSES, 'status').optional(),
  format: z.enum(['json', 'csv'], { error: 'Format must be json or csv' }).optional(),
  q: z.string({ error: 'Search must be text' }).max(100, 'Search must be at most 100 characters').optional(),
  supervisor: z.union([z.literal('none'), z.uuid()], { error: "Supervisor must be a supervisor's id or none" }).optional(),
  school: z.uuid({ error: "School must be a school's id" }).optional(),
  ...pageQuery(COMPLIANCE_PAGE_MAX),
});
export type ComplianceQuery = z.infer<typeof complianceQuerySchema>;
