import type { StaffArea } from 'shared-domain';
import { useMemo } from 'react';
import { MESSAGES, type School } from 'shared-domain';
import { ButtonLink, DataTable, type DataTableColumn } from 'shared-ui';
import { schoolPaths } from '../paths';
import { SchoolStatusBadge } from './school-status-badge';

function columnsFor(role: StaffArea): DataTableColumn<School>[] {
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
  // Supervisors read the list; only the admin area has the detail screens.
  if (role === 'admin') {
    const paths = schoolPaths(role);
    columns.push({
      key: 'actions',
      header: 'Actions',
      render: (s) => (
        <ButtonLink size="sm" variant="secondary" to={paths.detail.getHref(s._id)} aria-label={`View Details: ${s.name}`}>
          View Details
        </ButtonLink>
      ),
    });
  }
  return columns;
}

export function SchoolTable({ role, rows }: { role: StaffArea; rows: readonly School[] }) {
  const columns = useMemo(() => columnsFor(role), [role]);
  return (
    <DataTable
      caption="Schools"
      columns={columns}
      rows={rows}
      getRowId={(s) => s._id}
      emptyText={MESSAGES.noSchoolsFound}
      initialSort={{ key: 'name', direction: 'asc' }}
    />
  );
}
