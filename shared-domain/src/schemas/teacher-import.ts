import { z } from 'zod';
import { looksLikeFormula } from '../csv';
import { apiErrorBodySchema } from './responses/common';
import { teacherBodySchema, normalizeTeacherInput, type TeacherBody } from './teacher';

/**
 * Spreadsheet import of teacher records: the record fields a column can fill (scalar leaves of the
 * teacher body, as dotted paths), the header auto-match, and one row's validation through the same
 * teacherBodySchema the record form and POST/PUT use.
 */
export interface ImportField {
  path: string;
  label: string;
  /** Other headers that mean this field (compared without case, spaces or punctuation). */
  aliases?: readonly string[];
}

export const IMPORT_FIELDS: readonly ImportField[] = [
  { path: 'teacherStatus', label: 'Teacher Status', aliases: ['Status'] },
  { path: 'name.last', label: 'Last Name', aliases: ['Surname'] },
  { path: 'name.first', label: 'First Name' },
  { path: 'teaId', label: 'TEA ID' },
  { path: 'orbundId', label: 'Orbund ID' },
  { path: 'contact.email', label: 'Email', aliases: ['E-mail', 'Email Address'] },
  { path: 'contact.secondaryEmail', label: 'Secondary Email' },
  { path: 'contact.phoneNumber', label: 'Phone Number', aliases: ['Phone'] },
  { path: 'contact.location', label: 'Location' },
  { path: 'placement.districtName', label: 'District Name', aliases: ['District'] },
  { path: 'placement.campusName', label: 'Campus Name', aliases: ['Campus'] },
  { path: 'placement.principal.name', label: 'Principal Name' },
  { path: 'placement.principal.email', label: 'Principal Email' },
  { path: 'placement.hrContact', label: 'HR Contact' },
  { path: 'mentor.name', label: 'Mentor Name' },
  { path: 'mentor.email', label: 'Mentor Email' },
  { path: 'mentor.teaId', label: 'Mentor TEA ID' },
  { path: 'certificationInfo.certType', label: 'Certificate Type', aliases: ['Cert Type'] },
  { path: 'certificationInfo.startDate', label: 'Start Date' },
  { path: 'certificationInfo.endDate', label: 'End Date' },
  { path: 'certificationInfo.firstDayWithStudent', label: 'First Day with Students' },
  { path: 'certificationInfo.firstObsDeadline', label: 'First Observation Deadline' },
  { path: 'certificationInfo.teaPosted', label: 'TEA Posted' },
  { path: 'needToCompleteDateIntroAndFbe', label: 'Need to Complete Date (Intro and FBE)' },
  { path: 'internStatus', label: 'Intern Status' },
  { path: 'thirtyObsHours', label: '30 Observation Hours' },
  { path: 'oneFiftyCourseWorkHours', label: '150 Coursework Hours' },
  { path: 'obsNeeded', label: 'Observations Needed' },
  { path: 'admissionDate.when', label: 'Admission (before or after)', aliases: ['Admission'] },
  { path: 'admissionDate.day', label: 'Admission Day' },
  { path: 'needsInformalObs', label: 'Needs Informal Observation' },
  { path: 'midYearIntern', label: 'Mid-Year Intern' },
  { path: 'ppr.isTrade', label: 'PPR Trade' },
  { path: 'ppr.status', label: 'PPR Status' },
  { path: 'ppr.passed', label: 'PPR Passed' },
  { path: 'supervisions.supervisor', label: 'Supervisor Name (Observation Log)' },
  { path: 'formsStatus.mentorHandbookFormsUploaded.uploaded', label: 'Mentor Handbook Forms Uploaded' },
  { path: 'formsStatus.mentorHandbookFormsUploaded.link', label: 'Mentor Handbook Forms Link' },
  { path: 'formsStatus.internMentorAttestationForm.uploaded', label: 'Intern Mentor Attestation Uploaded' },
  { path: 'formsStatus.internMentorAttestationForm.link', label: 'Intern Mentor Attestation Link' },
  { path: 'hiredListInfo.pendingItems', label: 'Pending Items' },
  { path: 'hiredListInfo.dateAdded', label: 'Date Added to List' },
  { path: 'hiredListInfo.dateHired', label: 'Date Hired' },
  { path: 'financials.paymentsPending', label: 'Payments Pending (USD)', aliases: ['Payments Pending'] },
  { path: 'financials.remainingBalance', label: 'Remaining Balance (USD)', aliases: ['Remaining Balance'] },
];
const IMPORT_PATHS = new Set(IMPORT_FIELDS.map((f) => f.path));
export const importFieldLabel = (path: string) => IMPORT_FIELDS.find((f) => f.path === path)?.label ?? path;

const squash = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Header → record path for the headers that name a field (by label, alias or dotted path); others are left out. */
export function autoMatchColumns(headers: readonly string[]): Record<string, string> {
  const byName = new Map<string, string>();
  for (const f of IMPORT_FIELDS) for (const n of [f.label, f.path, ...(f.aliases ?? [])]) byName.set(squash(n), f.path);
  const used = new Set<string>();
  const out: Record<string, string> = {};
  for (const h of headers) {
    const path = byName.get(squash(h));
    if (path && !used.has(path)) {
      out[h] = path;
      used.add(path);
    }
  }
  return out;
}

/**
 * The column mapping sent with an import: header → record path ('' or absent = the column is not imported).
 * Two columns may not fill one field. A dry run with no mapped column only reads the file (headers and a sample).
 */
export const importMappingSchema = z
  .record(z.string().max(200), z.union([z.literal(''), z.string().refine((p) => IMPORT_PATHS.has(p), { error: 'Unknown record field' })]))
  .superRefine((m, ctx) => {
    const seen = new Map<string, string>();
    for (const [header, path] of Object.entries(m)) {
      if (!path) continue;
      const other = seen.get(path);
      if (other !== undefined)
        ctx.addIssue({ code: 'custom', path: [header], message: `"${other}" and "${header}" both fill ${importFieldLabel(path)}` });
      seen.set(path, header);
    }
  });
export type ImportMapping = z.infer<typeof importMappingSchema>;

/** POST teachers/import query: a dry run writes nothing; skipInvalid imports the valid rows and leaves out the rest. */
export const importQuerySchema = z.object({
  dryRun: z.enum(['true', 'false'], { error: 'dryRun must be true or false' }).prefault('true'),
  skipInvalid: z.enum(['true', 'false'], { error: 'skipInvalid must be true or false' }).prefault('false'),
});

/** One problem of one row: `row` is the spreadsheet's row number (the header is row 1), `field` the record path. */
export const importErrorSchema = z.object({ row: z.number().int(), field: z.string(), message: z.string() });
export type ImportError = z.infer<typeof importErrorSchema>;

/** One record a committed import wrote (the summary links it). */
export const importedRecordSchema = z.object({
  id: z.string(),
  action: z.enum(['created', 'updated']),
  /** The spreadsheet's row number (the header is row 1). */
  row: z.number().int(),
  teaId: z.number().int().nullable(),
  name: z.object({ first: z.string(), last: z.string() }),
});
export type ImportedRecord = z.infer<typeof importedRecordSchema>;

export const importResultSchema = z
  .object({
    /** Data rows read (blank rows left out). */
    rows: z.number().int(),
    /** Records created (a dry run: that would be created). */
    created: z.number().int(),
    /** Existing records (matched by TEA ID) changed. */
    updated: z.number().int(),
    /** Existing records the row matched without changing anything. */
    unchanged: z.number().int(),
    /** Rows left out (with skipInvalid, or everything when the import was refused). */
    skipped: z.number().int(),
    dryRun: z.boolean(),
    errors: z.array(importErrorSchema),
    /** The file's header row and its first data row: the client maps columns without parsing the file itself. */
    headers: z.array(z.string()),
    sample: z.array(z.string()),
    /** The invalid rows as they are in the file (for the error file: the original rows plus an error column). */
    invalid: z.array(z.object({ row: z.number().int(), cells: z.array(z.string()) })),
    // The import without a mapping
    /** Which header went to which record field ('' = left out): the client's mapping, or the server's match. */
    mapping: z.record(z.string(), z.string()).optional(),
    /** 'server' when the request sent no mapping and the headers were matched by name (autoMatchColumns). */
    mappedBy: z.enum(['client', 'server']).optional(),
    // The import summary links each record
    /**
     * A committed import: each record it created or updated (its id, the file's row, TEA ID and name), in file order.
     * Absent on a dry run and on a refused import (nothing was written).
     */
    records: z.array(importedRecordSchema).optional(),
  })
  .meta({ id: 'TeacherImportResult' });
export type ImportResult = z.infer<typeof importResultSchema>;

/** The 400 of an import: the error body, and when a committing import was refused because a row is invalid, the counts and errors. */
export const importRefusedSchema = apiErrorBodySchema.extend(importResultSchema.partial().shape).meta({ id: 'TeacherImportRefused' });

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** `patch` over `base`, object by object (arrays and scalars of the patch replace). */
export function mergeDeep<T>(base: T, patch: Record<string, unknown>): T {
  const out: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [k, v] of Object.entries(patch)) out[k] = isObject(v) && isObject(out[k]) ? mergeDeep(out[k], v) : v;
  return out as T;
}

/** The partial record a row's mapped cells give (blank cells are left out, so an update keeps what is there). */
export function rowPatch(headers: readonly string[], cells: readonly string[], mapping: ImportMapping): Record<string, unknown> {
  const patch: Record<string, unknown> = {};
  headers.forEach((h, i) => {
    const path = mapping[h];
    // Our CSV exports put an apostrophe before a cell that would run as a formula (shared-domain csv.ts): take it off.
    const cell = (cells[i] ?? '').trim();
    // The quote our exports put before formula-like text (csv.ts) is not part of the value.
    const value = cell.startsWith("'") && looksLikeFormula(cell.slice(1)) ? cell.slice(1) : cell;
    if (!path || value === '') return;
    const keys = path.split('.');
    let node = patch;
    for (const k of keys.slice(0, -1)) node = (node[k] ??= {}) as Record<string, unknown>;
    node[keys[keys.length - 1]] = value;
  });
  return patch;
}

/** One row validated: the whole record (the existing one with the row's fields merged in), or its problems. */
export function validateImportRow(
  existing: TeacherBody | null,
  patch: Record<string, unknown>,
): { ok: true; body: TeacherBody } | { ok: false; errors: { field: string; message: string }[] } {
  const input = existing ? mergeDeep(existing, patch) : normalizeTeacherInput(patch);
  const r = teacherBodySchema.safeParse(input);
  if (r.success) return { ok: true, body: r.data };
  return { ok: false, errors: r.error.issues.map((i) => ({ field: i.path.join('.') || 'row', message: i.message })) };
}
