import type { CsvColumn } from './csv';
import type { Teacher } from './schemas/responses/teacher';

/** One column of the teachers' CSV export: its key, header and how a record fills it. */
export interface TeacherCsvField extends CsvColumn {
  value: (t: Teacher) => unknown;
}

/**
 * The staff teacher list's CSV export: one table for the browser's download (whole list) and the
 * server's streamed export (`GET teachers/all?view=list&format=csv`, above the list's threshold).
 */
export const TEACHER_CSV_FIELDS: readonly TeacherCsvField[] = [
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
];
