import { z } from 'zod';
import { COMPLIANCE_PROBLEMS, COMPLIANCE_STATUSES } from '../../supervision/compliance';

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

/** GET /api/compliance: ?status= filters; ?format=csv answers the TEA export (one row per counted observation). */
export const complianceQuerySchema = z.object({
  status: z.enum(COMPLIANCE_STATUSES, { error: `Status must be one of: ${COMPLIANCE_STATUSES.join(', ')}` }).optional(),
  format: z.enum(['json', 'csv'], { error: 'Format must be json or csv' }).optional(),
});
