import type { School } from 'shared-domain';
import { downloadCsv, type CsvColumn } from 'shared-ui';

export const SCHOOL_CSV_COLUMNS: CsvColumn[] = [
  { key: 'status', header: 'Status' },
  { key: 'name', header: 'School Name' },
  { key: 'district', header: 'District' },
  { key: 'supervisors', header: 'Supervisors' },
  { key: 'currentInterns', header: 'Current Interns' },
  { key: 'maxInterns', header: 'Maximum Interns' },
  { key: 'ncesId', header: 'NCES' },
  { key: 'contact', header: 'Contact Person' },
  { key: 'email', header: 'Email' },
  { key: 'phone', header: 'Phone' },
];

export function schoolCsvRow(s: School): Record<string, unknown> {
  return {
    status: s.status === 'active' ? 'active' : 'inactive (awaiting approval)',
    name: s.name,
    district: s.districtName,
    supervisors: s.supervisors.length,
    currentInterns: s.currentInterns,
    maxInterns: s.settings.maxInterns,
    ncesId: s.ncesId,
    contact: s.contactName,
    email: s.contactInfo.email,
    phone: s.contactInfo.phone,
  };
}

/** Saves the (filtered) schools as schools-YYYY-MM-DD.csv. */
export function exportSchoolsCsv(rows: readonly School[], today = new Date()) {
  downloadCsv(`schools-${today.toISOString().slice(0, 10)}.csv`, rows.map(schoolCsvRow), SCHOOL_CSV_COLUMNS);
}
