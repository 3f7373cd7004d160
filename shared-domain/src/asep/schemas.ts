import { z } from 'zod';
import { enumField } from '../enum-words';
import { pageQuery } from '../schemas/responses/common';
import { ASEP_EXCEPTION_REQUIREMENTS, asepExceptionSchema } from './exceptions';
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

/** Records with problems on one page of the report (the screen's "Show more" reads the next), and the most one may ask. */
export const ASEP_PROBLEMS_PAGE = 50;
export const ASEP_PROBLEMS_PAGE_MAX = 500;
/** Indicator cases the report answers (those not met first): the figures count every case. */
export const ASEP_CASES_SHOWN = 200;

/** GET reports/asep/{year}?limit=&offset=: the page of records with problems. */
export const asepReportQuery = z.strictObject({ ...pageQuery(ASEP_PROBLEMS_PAGE_MAX) });
export type AsepReportQuery = z.infer<typeof asepReportQuery>;

export const asepProblemSchema = z.object({
  code: z.enum(ASEP_PROBLEMS),
  file: z.enum(ASEP_FILES),
  subject: z.object({ kind: z.enum(['teacher', 'supervisor']), id: z.string(), name: z.string() }),
  message: z.string(),
  fix: z.string(),
  href: z.string(),
  /** The requirement a Request for Exception about it is filed for (null: only a fix clears it). */
  requirement: z.enum(ASEP_EXCEPTION_REQUIREMENTS).nullable(),
  /** The year's request about it, when one is filed. */
  exceptionId: z.string().nullable(),
});

/** GET reports/asep/{year}: the year, the records with problems first, and the files with their row counts. */
export const asepReportSchema = z.object({
  year: z.number(),
  label: z.string(),
  start: z.string(),
  end: z.string(),
  due: z.string(),
  /** Every record with a problem counted in the same pass as the page: in all, with a request filed, and per problem. */
  counts: z.object({
    problems: z.number(),
    withException: z.number(),
    byCode: z.record(z.string(), z.number()),
  }),
  /** The page of `problems` (candidates in name order, then supervisors). */
  offset: z.number(),
  limit: z.number(),
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
