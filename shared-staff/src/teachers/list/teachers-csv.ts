import type { Teacher, TeacherListItem } from 'shared-domain';
import { getFullTeachers } from '../api/get-teachers';
import { csvExport } from '../../lib/csv-export';

const teachersCsv = csvExport<Teacher>('teachers', [
  { key: 'status', header: 'Status', value: (t) => t.teacherStatus },
  { key: 'lastName', header: 'Last Name', value: (t) => t.name.last },
  { key: 'firstName', header: 'First Name', value: (t) => t.name.first },
  { key: 'teaId', header: 'TEA ID', value: (t) => t.teaId },
  { key: 'email', header: 'Email', value: (t) => t.contact.email },
  { key: 'district', header: 'District', value: (t) => t.placement.districtName },
  { key: 'campus', header: 'Campus', value: (t) => t.placement.campusName },
  { key: 'phone', header: 'Phone', value: (t) => t.contact.phoneNumber },
  { key: 'location', header: 'Location', value: (t) => t.contact.location },
  { key: 'supervisor', header: 'Field Supervisor', value: (t) => t.assignment?.supervisorName ?? '' },
  { key: 'remainingBalance', header: 'Remaining Balance (USD)', value: (t) => t.financials?.remainingBalance.toFixed(2) ?? '' },
]);

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
