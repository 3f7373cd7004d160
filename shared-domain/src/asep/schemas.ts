import { z } from 'zod';
import { enumField } from '../enum-words';
import { asepExceptionSchema } from './exceptions';
import { ASEP_FILES } from './layout';
import { ASEP_PROBLEMS } from './problems';
import { ASEP_FIRST_YEAR, ASEP_LAST_YEAR } from './year';

/** reports/asep/{year}: the year the academic year begins in, four digits. */
export const asepYearParam = z.object({
  year: z
    .string()
    .max(4, 'Year must be four digits')
    .regex(/^\d{4}$/, 'Year must be four digits')
    .transform(Number)
    .refine((y) => y >= ASEP_FIRST_YEAR && y <= ASEP_LAST_YEAR, `Year must be from ${ASEP_FIRST_YEAR} to ${ASEP_LAST_YEAR}`),
});
/** reports/asep/{year}/files/{file}: one record set as ECOS's bulk upload takes it. */
export const asepFileParam = asepYearParam.extend({ file: enumField(ASEP_FILES, 'file') });

export const asepProblemSchema = z.object({
  code: z.enum(ASEP_PROBLEMS),
  file: z.enum(ASEP_FILES),
  subject: z.object({ kind: z.enum(['teacher', 'supervisor']), id: z.string(), name: z.string() }),
  message: z.string(),
  fix: z.string(),
  href: z.string(),
});

/** GET reports/asep/{year}: the year, the records with problems first, and the files with their row counts. */
export const asepReportSchema = z.object({
  year: z.number(),
  label: z.string(),
  start: z.string(),
  end: z.string(),
  due: z.string(),
  problems: z.array(asepProblemSchema),
  exceptions: z.array(asepExceptionSchema),
  indicators: z.array(
    z.object({
      key: z.literal('4a'),
      label: z.string(),
      met: z.number(),
      total: z.number(),
      cohorts: z.array(z.object({ cohort: z.string(), met: z.number(), total: z.number() })),
      cases: z.array(
        z.object({
          teacherId: z.string(),
          name: z.string(),
          cohort: z.string(),
          assignmentType: z.string(),
          counted: z.number(),
          required: z.number(),
          met: z.boolean(),
        }),
      ),
    }),
  ),
  files: z.array(z.object({ file: z.enum(ASEP_FILES), title: z.string(), rows: z.number() })),
});
export type AsepReport = z.infer<typeof asepReportSchema>;
/** reports/asep/{year}/exceptions/{id}. */
export const asepExceptionParam = asepYearParam.extend({ id: z.uuid({ error: 'Invalid request id' }) });
