import { z } from 'zod';
import { enumField } from '../enum-words';
import { calendarDate } from '../schemas/calendar-date';
import { requiredText, text } from '../schemas/common';

/** The requirements a Request for Exception is filed for (the ones the report checks, and any other). */
export const ASEP_EXCEPTION_REQUIREMENTS = [
  'observationCount',
  'firstObservation',
  'observationDuration',
  'postConference',
  'fieldSupervisor',
  'admission',
  'other',
] as const;
export type AsepExceptionRequirement = (typeof ASEP_EXCEPTION_REQUIREMENTS)[number];
export const ASEP_EXCEPTION_REQUIREMENT_LABELS: Record<AsepExceptionRequirement, string> = {
  observationCount: 'Number of formal observations',
  firstObservation: 'First observation within its window',
  observationDuration: 'Observation of at least 45 minutes',
  postConference: 'Post-conference held',
  fieldSupervisor: 'Field supervisor qualified',
  admission: 'Admission before the assignment',
  other: 'Other requirement',
};
export const ASEP_EXCEPTION_STATUSES = ['draft', 'submitted', 'approved', 'denied'] as const;
export type AsepExceptionStatus = (typeof ASEP_EXCEPTION_STATUSES)[number];
export const ASEP_EXCEPTION_STATUS_LABELS: Record<AsepExceptionStatus, string> = {
  draft: 'Draft',
  submitted: 'Submitted to TEA',
  approved: 'Approved',
  denied: 'Denied',
};
/** A decided request carries the day TEA decided it; an open one none. */
export const isDecided = (s: AsepExceptionStatus) => s === 'approved' || s === 'denied';

const optionalDay = (label: string) => z.union([z.null(), calendarDate(label, { blank: true }).transform((v) => v || null)]).prefault(null);

/** POST reports/asep/{year}/exceptions and PUT reports/asep/{year}/exceptions/{id}: one request. */
export const asepExceptionInputSchema = z
  .strictObject({
    teacherId: z.uuid({ error: 'Invalid teacher id' }),
    requirement: enumField(ASEP_EXCEPTION_REQUIREMENTS, 'requirement'),
    reason: requiredText('Reason', 2000),
    evidence: text('Evidence', 2000),
    status: enumField(ASEP_EXCEPTION_STATUSES, 'status').prefault('draft'),
    filedOn: optionalDay('Filed on'),
    decidedOn: optionalDay('Decided on'),
  })
  .superRefine((v, ctx) => {
    if (isDecided(v.status) && !v.decidedOn)
      ctx.addIssue({ code: 'custom', path: ['decidedOn'], message: 'Decided on is required once TEA has decided' });
    if (!isDecided(v.status) && v.decidedOn)
      ctx.addIssue({ code: 'custom', path: ['decidedOn'], message: 'Decided on is only for an approved or denied request' });
    if (v.status !== 'draft' && !v.filedOn) ctx.addIssue({ code: 'custom', path: ['filedOn'], message: 'Filed on is required once filed' });
    if (v.filedOn && v.decidedOn && v.decidedOn < v.filedOn)
      ctx.addIssue({ code: 'custom', path: ['decidedOn'], message: 'Decided on cannot be before Filed on' });
  });
export type AsepExceptionInput = z.output<typeof asepExceptionInputSchema>;

export const asepExceptionSchema = z.object({
  id: z.string(),
  teacherId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  teaId: z.number().nullable(),
  year: z.number(),
  requirement: z.enum(ASEP_EXCEPTION_REQUIREMENTS),
  reason: z.string(),
  evidence: z.string(),
  status: z.enum(ASEP_EXCEPTION_STATUSES),
  filedOn: z.string().nullable(),
  decidedOn: z.string().nullable(),
  /** Who filed it (the account's e-mail, kept once the account is gone) and when: null where no record of it is kept. */
  recordedById: z.string().nullable(),
  recordedBy: z.string().nullable(),
  recordedAt: z.string().nullable(),
  /** Who changed it last and when: null while unchanged since it was filed. */
  changedById: z.string().nullable(),
  changedBy: z.string().nullable(),
  changedAt: z.string().nullable(),
});
export type AsepException = z.infer<typeof asepExceptionSchema>;
