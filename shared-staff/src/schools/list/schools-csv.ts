import type { School } from 'shared-domain';
import { csvExport } from '../../lib/csv-export';

const schoolsCsv = csvExport<School>('schools', [
  { key: 'status', header: 'Status', value: (s) => (s.status === 'active' ? 'active' : 'inactive (awaiting approval)') },
  { key: 'name', header: 'School Name', value: (s) => s.name },
  { key: 'district', header: 'District', value: (s) => s.districtName },
  { key: 'supervisors', header: 'Supervisors', value: (s) => s.supervisors.length },
  { key: 'currentInterns', header: 'Current Interns', value: (s) => s.currentInterns },
  { key: 'maxInterns', header: 'Maximum Interns', value: (s) => s.settings.maxInterns },
  { key: 'ncesId', header: 'NCES', value: (s) => s.ncesId },
  { key: 'contact', header: 'Contact Person', value: (s) => s.contactName },
  { key: 'email', header: 'Email', value: (s) => s.contactInfo.email },
  { key: 'phone', header: 'Phone', value: (s) => s.contactInfo.phone },
]);

export const SCHOOL_CSV_COLUMNS = schoolsCsv.columns;
export const schoolCsvRow = schoolsCsv.row;
/** Saves the (filtered) schools as schools-YYYY-MM-DD.csv. */
export const exportSchoolsCsv = schoolsCsv.download;
