import type { Supervisor } from 'shared-domain';
import { csvExport } from '../../lib/csv-export';

const supervisorsCsv = csvExport<Supervisor>('supervisors', [
  { key: 'status', header: 'Status', value: (s) => s.status },
  { key: 'lastName', header: 'Last Name', value: (s) => s.name.last },
  { key: 'firstName', header: 'First Name', value: (s) => s.name.first },
  { key: 'school', header: 'School', value: (s) => s.school?.name ?? '' },
  { key: 'email', header: 'Email', value: (s) => s.email },
  { key: 'phone', header: 'Phone', value: (s) => s.contactInfo.phone },
  { key: 'certification', header: 'Certification', value: (s) => s.credentials.certification },
  { key: 'yearsExperience', header: 'Years Experience', value: (s) => s.credentials.yearsExperience },
  { key: 'specializations', header: 'Specializations', value: (s) => s.credentials.specializations },
  { key: 'assignedTeachers', header: 'Assigned Teachers', value: (s) => s.assignedTeachers.length },
  { key: 'maxTeachers', header: 'Maximum Teachers', value: (s) => s.settings.maxTeachers },
]);

export const SUPERVISOR_CSV_COLUMNS = supervisorsCsv.columns;
export const supervisorCsvRow = supervisorsCsv.row;
/** Saves the supervisors as supervisors-YYYY-MM-DD.csv. */
export const exportSupervisorsCsv = supervisorsCsv.download;
