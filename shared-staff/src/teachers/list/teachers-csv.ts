import { downloadCsv, type CsvColumn } from 'shared-ui';
import type { Teacher } from 'shared-domain';

export const TEACHER_CSV_COLUMNS: CsvColumn[] = [
  { key: 'status', header: 'Status' },
  { key: 'lastName', header: 'Last Name' },
  { key: 'firstName', header: 'First Name' },
  { key: 'teaId', header: 'TEA ID' },
  { key: 'email', header: 'Email' },
  { key: 'district', header: 'District' },
  { key: 'campus', header: 'Campus' },
  { key: 'phone', header: 'Phone' },
  { key: 'location', header: 'Location' },
  { key: 'supervisor', header: 'Field Supervisor' },
  { key: 'remainingBalance', header: 'Remaining Balance (USD)' },
];

export function teacherCsvRow(t: Teacher): Record<string, unknown> {
  return {
    status: t.teacherStatus,
    lastName: t.name.last,
    firstName: t.name.first,
    teaId: t.teaId,
    email: t.contact.email,
    district: t.placement.districtName,
    campus: t.placement.campusName,
    phone: t.contact.phoneNumber,
    location: t.contact.location,
    supervisor: t.assignment?.supervisorName ?? '',
    remainingBalance: t.financials.remainingBalance.toFixed(2),
  };
}

/** Saves the given (filtered) teachers as teachers-YYYY-MM-DD.csv. */
export function exportTeachersCsv(teachers: readonly Teacher[], today = new Date()) {
  downloadCsv(`teachers-${today.toISOString().slice(0, 10)}.csv`, teachers.map(teacherCsvRow), TEACHER_CSV_COLUMNS);
}
