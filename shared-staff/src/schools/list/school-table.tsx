import type { StaffArea } from 'shared-domain';
import { MESSAGES, type School } from 'shared-domain';
import type { DataTableColumn } from 'shared-ui/staff';
import { staffTable, type DetailsLink } from '../../lib/staff-table';
import { schoolPaths } from '../paths';
import { SchoolStatusBadge } from './school-status-badge';

const columns: DataTableColumn<School>[] = [
  { key: 'status', header: 'Status', render: (s) => <SchoolStatusBadge status={s.status} />, sortValue: (s) => s.status },
  { key: 'name', header: 'School Name', render: (s) => s.name, sortValue: (s) => s.name.toLowerCase() },
  { key: 'district', header: 'District', render: (s) => s.districtName, sortValue: (s) => s.districtName.toLowerCase() },
  {
    key: 'supervisors',
    header: 'Supervisors',
    render: (s) => s.supervisors.length,
    sortValue: (s) => s.supervisors.length,
    align: 'right',
  },
  { key: 'interns', header: 'Current Interns', render: (s) => s.currentInterns, sortValue: (s) => s.currentInterns, align: 'right' },
  { key: 'nces', header: 'NCES', render: (s) => s.ncesId, sortValue: (s) => s.ncesId },
];

const details = (s: School, role: StaffArea): DetailsLink => ({ to: schoolPaths(role).detail.getHref(s._id), name: s.name });

export const SchoolTable = staffTable({
  caption: 'Schools',
  columns,
  details,
  emptyText: MESSAGES.noSchoolsFound,
  initialSort: { key: 'name', direction: 'asc' },
});
