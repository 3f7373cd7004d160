import type { Supervisor } from 'shared-domain';
import { downloadCsv, type CsvColumn } from 'shared-ui';

export const SUPERVISOR_CSV_COLUMNS: CsvColumn[] = [
  { key: 'status', header: 'Status' },
  { key: 'lastName', header: 'Last Name' },
  { key: 'firstName', header: 'First Name' },
  { key: 'school', header: 'School' },
  { key: 'email', header: 'Email' },
  { key: 'phone', header: 'Phone' },
  { key: 'certification', header: 'Certification' },
  { key: 'yearsExperience', header: 'Years Experience' },
  { key: 'specializations', header: 'Specializations' },
  { key: 'assignedTeachers', header: 'Assigned Teachers' },
  { key: 'maxTeachers', header: 'Maximum Teachers' },
];

export function supervisorCsvRow(s: Supervisor): Record<string, unknown> {
  return {
    status: s.status,
    lastName: s.name.last,
    firstName: s.name.first,
    school: s.school?.name ?? '',
    email: s.email,
    phone: s.contactInfo.phone,
    certification: s.credentials.certification,
    yearsExperience: s.credentials.yearsExperience,
    specializations: s.credentials.specializations,
    assignedTeachers: s.assignedTeachers.length,
    maxTeachers: s.settings.maxTeachers,
  };
}

/** Saves the supervisors as supervisors-YYYY-MM-DD.csv. */
export function exportSupervisorsCsv(rows: readonly Supervisor[], today = new Date()) {
  downloadCsv(`supervisors-${today.toISOString().slice(0, 10)}.csv`, rows.map(supervisorCsvRow), SUPERVISOR_CSV_COLUMNS);
}
