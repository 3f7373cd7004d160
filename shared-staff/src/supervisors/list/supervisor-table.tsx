import type { StaffArea } from 'shared-domain';
import { useMemo } from 'react';
import { MESSAGES, type Supervisor } from 'shared-domain';
import { ButtonLink, DataTable, type DataTableColumn } from 'shared-ui';
import { supervisorPaths } from '../paths';
import { SupervisorStatusBadge } from './supervisor-status-badge';

function columnsFor(role: StaffArea): DataTableColumn<Supervisor>[] {
  const paths = supervisorPaths(role);
  const columns: DataTableColumn<Supervisor>[] = [
    { key: 'status', header: 'Status', render: (s) => <SupervisorStatusBadge status={s.status} />, sortValue: (s) => s.status },
    { key: 'last', header: 'Last Name', render: (s) => s.name.last, sortValue: (s) => s.name.last.toLowerCase() },
    { key: 'first', header: 'First Name', render: (s) => s.name.first, sortValue: (s) => s.name.first.toLowerCase() },
    { key: 'school', header: 'School', render: (s) => s.school?.name ?? 'N/A', sortValue: (s) => s.school?.name ?? '' },
    { key: 'email', header: 'Email', render: (s) => s.email, sortValue: (s) => s.email },
    {
      key: 'assigned',
      header: 'Assigned Teachers',
      render: (s) => `${s.assignedTeachers.length} / ${s.settings.maxTeachers}`,
      sortValue: (s) => s.assignedTeachers.length,
      align: 'right',
    },
  ];
  // Supervisors read the list; only the admin area has the detail screens.
  if (role === 'admin') {
    columns.push({
      key: 'actions',
      header: 'Actions',
      render: (s) => (
        <ButtonLink
          size="sm"
          variant="secondary"
          to={paths.detail.getHref(s._id)}
          state={paths.detail.state(s)}
          aria-label={`View Details: ${s.name.first} ${s.name.last}`}
        >
          View Details
        </ButtonLink>
      ),
    });
  }
  return columns;
}

export function SupervisorTable({ role, rows }: { role: StaffArea; rows: readonly Supervisor[] }) {
  const columns = useMemo(() => columnsFor(role), [role]);
  return (
    <DataTable
      caption="Field supervisors"
      columns={columns}
      rows={rows}
      getRowId={(s) => s._id}
      emptyText={MESSAGES.noSupervisorsFound}
      initialSort={{ key: 'last', direction: 'asc' }}
    />
  );
}
