import { GLOSSARY, type School } from 'shared-domain';
import type { SchoolStatusFilter } from '../paths';

export const SCHOOL_STATUS_OPTIONS = [
  { value: 'all', label: 'All Status' },
  { value: 'active', label: 'Active' },
  // The glossary's word for an inactive school (the badge and the dashboard say the same).
  { value: 'inactive', label: GLOSSARY.awaitingApproval },
] as const;

export const toStatusFilter = (v: string | null): SchoolStatusFilter => (v === 'active' || v === 'inactive' ? v : 'all');

/** Search matches the name or the district, case-insensitively; the status filter combines with it. */
export function filterSchools(schools: readonly School[], search: string, status: SchoolStatusFilter): School[] {
  const q = search.trim().toLowerCase();
  return schools.filter(
    (s) =>
      (status === 'all' || s.status === status) && (!q || s.name.toLowerCase().includes(q) || s.districtName.toLowerCase().includes(q)),
  );
}
