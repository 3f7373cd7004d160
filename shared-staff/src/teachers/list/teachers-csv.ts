import { TEACHER_CSV_FIELDS, type Teacher, type TeacherListItem } from 'shared-domain';
import { getFullTeachers } from '../api/get-teachers';
import { csvExport } from '../../lib/csv-export';

// The columns are shared with the server's streamed export.
const teachersCsv = csvExport<Teacher>('teachers', TEACHER_CSV_FIELDS);

export const TEACHER_CSV_COLUMNS = teachersCsv.columns;
export const teacherCsvRow = teachersCsv.row;
/**
 * Saves the given (filtered) teachers as teachers-YYYY-MM-DD.csv, in their order. The list carries a projection,
 * so the whole records are fetched for the export's columns (phone, campus, balance...).
 */
export async function exportTeachersCsv(rows: readonly TeacherListItem[]): Promise<void> {
  const byRef = new Map((await getFullTeachers()).map((t) => [t.ref, t] as const));
  teachersCsv.download(rows.flatMap((r) => byRef.get(r.ref) ?? []));
}
