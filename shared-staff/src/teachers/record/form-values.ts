import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { emptyTeacher, teacherBodySchema, type Teacher, type TeacherBody } from 'shared-domain';

/**
 * The form holds the schema's input, filled from a TeacherBody. Inputs hand back strings for numbers and dates; the schema turns them into
 * the record's types on submit (the same schema the server validates with).
 */
export const teacherResolver = zodResolver(teacherBodySchema);

/** What the record form holds: the schema's input (numbers and dates as the inputs give them). */
export type TeacherFormValues = z.input<typeof teacherBodySchema>;

/** Date inputs only show YYYY-MM-DD. */
const day = (v: string) => (/^\d{4}-\d{2}-\d{2}T/.test(v) ? v.slice(0, 10) : v);

/** The editable part of a stored teacher, with dates ready for date inputs. */
export function toFormValues(t: Teacher | TeacherBody): TeacherBody {
  const parsed = teacherBodySchema.safeParse(t);
  // A record the current schema rejects still opens: the form shows its errors on save.
  const body = parsed.success ? parsed.data : { ...emptyTeacher(), ...t };
  const c = body.certificationInfo;
  return {
    ...body,
    certificationInfo: {
      ...c,
      startDate: day(c.startDate),
      endDate: day(c.endDate),
      firstDayWithStudent: day(c.firstDayWithStudent),
      firstObsDeadline: day(c.firstObsDeadline),
    },
    admissionDate: { ...body.admissionDate, day: day(body.admissionDate.day) },
    hiredListInfo: { ...body.hiredListInfo, dateAdded: day(body.hiredListInfo.dateAdded), dateHired: day(body.hiredListInfo.dateHired) },
  };
}

/** The form's values as the record would store them, or null while something is invalid. */
export function parseFormValues(values: unknown): TeacherBody | null {
  const r = teacherBodySchema.safeParse(values);
  return r.success ? r.data : null;
}

const isPlain = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Field-level three-way merge: where `mine` differs from `base` keep mine, else take `newer`. Lists count as one value. */
function merge3(base: unknown, mine: unknown, newer: unknown): unknown {
  if (isPlain(base) && isPlain(mine) && isPlain(newer)) {
    const out: Record<string, unknown> = { ...newer };
    for (const key of Object.keys(mine)) out[key] = merge3(base[key], mine[key], newer[key]);
    return out;
  }
  return JSON.stringify(mine) !== JSON.stringify(base) ? mine : newer;
}

/** After a 409: the newer record with this user's own changes (against the version the edit started from) on top. */
export function mergeEdits(base: TeacherFormValues, mine: TeacherFormValues, newer: TeacherFormValues): TeacherFormValues {
  return merge3(base, mine, newer) as TeacherFormValues;
}
