import { z } from 'zod';
import { ASSIGNMENT_TYPES } from '../constants/path';
import { enumField } from '../enum-words';
import { calendarDate } from '../schemas/calendar-date';
import { PATH_CLOCKS } from './clocks';
import { PATH_STAGES } from './stages';

/** A day that may be left out: null, or '' as null. */
const optionalDay = (label: string) => z.union([z.null(), calendarDate(label, { blank: true }).transform((v) => v || null)]).prefault(null);
const gpa = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .min(0, `${label} must be 0 or more`)
    .max(4, `${label} must be at most 4`)
    .nullable()
    .prefault(null);

/** PUT teachers/{id}/path/admission: the admission facts the criteria read (every field; null: not recorded). */
export const admissionFactsInputSchema = z.strictObject({
  gpaOverall: gpa('Overall GPA'),
  gpaLast60: gpa('GPA of the last 60 hours'),
  contentCreditHours: z
    .number({ error: 'Content credit hours must be a number' })
    .int('Content credit hours must be a whole number')
    .min(0, 'Content credit hours must be 0 or more')
    .max(999, 'Content credit hours must be at most 999')
    .nullable()
    .prefault(null),
  contentMathScience7Up: z.boolean({ error: 'Mathematics or science, grade 7 and up, must be true or false' }).prefault(false),
  contentTestPassedOn: optionalDay('Content test passed on'),
  offerSentOn: optionalDay('Offer sent on'),
  admissionEffectiveOn: optionalDay('Admission effective on'),
  acceptedOn: optionalDay('Accepted on'),
  teaReportedOn: optionalDay('Reported to TEA on'),
});

/** POST teachers/{id}/path: move the candidate to a stage on a day, with the evidence (and an assignment's type). */
export const pathTransitionInputSchema = z.strictObject({
  stage: enumField(PATH_STAGES, 'stage'),
  reachedOn: calendarDate('Reached on'),
  evidence: z.string({ error: 'Evidence must be text' }).trim().max(2000, 'Evidence must be at most 2000 characters').prefault(''),
  assignmentType: z.union([z.null(), enumField(ASSIGNMENT_TYPES, 'assignment type')]).prefault(null),
});
export type PathTransitionInput = z.output<typeof pathTransitionInputSchema>;

/**
 * POST teachers/{id}/path/offer: send the written offer of admission with its effective date (§227.17(b), (d)); the
 * offer's day is the program's today, the day the stage is reached.
 */
export const pathOfferInputSchema = z.strictObject({
  admissionEffectiveOn: calendarDate('Admission effective on'),
});
export type PathOfferInput = z.output<typeof pathOfferInputSchema>;

/** PUT settings/holidays: the program's holidays, the days a business-day clock skips besides weekends. */
export const holidaysInputSchema = z.strictObject({
  days: z.array(calendarDate('Holiday'), { error: 'Days must be a list of dates' }).max(400, 'At most 400 holidays'),
});
export const holidaysSchema = z.object({ days: z.array(z.string()) });

const missingSchema = z.object({ requirement: z.string(), message: z.string() });
export const admissionFactsSchema = z.object({
  gpaOverall: z.number().nullable(),
  gpaLast60: z.number().nullable(),
  contentCreditHours: z.number().nullable(),
  contentMathScience7Up: z.boolean(),
  contentTestPassedOn: z.string().nullable(),
  offerSentOn: z.string().nullable(),
  admissionEffectiveOn: z.string().nullable(),
  acceptedOn: z.string().nullable(),
  teaReportedOn: z.string().nullable(),
});

/** GET teachers/{id}/path: the stages reached, the admission facts, the clocks with days left, and what each next step waits on. */
export const teacherPathSchema = z.object({
  current: z.enum(PATH_STAGES).nullable(),
  entries: z.array(
    z.object({
      stage: z.enum(PATH_STAGES),
      label: z.string(),
      reachedOn: z.string(),
      recordedBy: z.string(),
      evidence: z.string(),
      assignmentType: z.enum(ASSIGNMENT_TYPES).nullable(),
      createdAt: z.string(),
    }),
  ),
  admission: admissionFactsSchema,
  clocks: z.array(
    z.object({
      key: z.enum(PATH_CLOCKS),
      label: z.string(),
      section: z.string(),
      due: z.string(),
      daysLeft: z.number(),
      unit: z.enum(['calendar days', 'business days']),
      done: z.boolean(),
    }),
  ),
  next: z.array(z.object({ stage: z.enum(PATH_STAGES), label: z.string(), missing: z.array(missingSchema) })),
});
export type TeacherPath = z.infer<typeof teacherPathSchema>;

/**
 * The candidate's own path on their dashboard (myPath): the stage reached last and since when, each next step (not an
 * exit) with what it still waits on, and the clocks running that are not done.
 */
export const myPathSchema = z.object({
  stage: z.enum(PATH_STAGES),
  label: z.string(),
  reachedOn: z.string(),
  next: z.array(z.object({ stage: z.enum(PATH_STAGES), label: z.string(), missing: z.array(z.string()) })),
  clocks: z.array(
    z.object({
      key: z.enum(PATH_CLOCKS),
      label: z.string(),
      due: z.string(),
      daysLeft: z.number(),
      unit: z.enum(['calendar days', 'business days']),
    }),
  ),
});
export type MyPath = z.infer<typeof myPathSchema>;
