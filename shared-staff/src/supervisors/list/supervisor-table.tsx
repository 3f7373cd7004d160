import type { StaffArea } from 'shared-domain';
import { GLOSSARY, MESSAGES, type Supervisor } from 'shared-domain';
import type { DataTableColumn } from 'shared-ui/staff';
import { staffTable, type DetailsLink } from '../../lib/staff-table';
import { supervisorPaths } from '../paths';
import { SupervisorStatusBadge } from './supervisor-status-badge';

const columns: DataTableColumn<Supervisor>[] = [
  { key: 'status', header: 'Status', render: (s) => <SupervisorStatusBadge status={s.status} />, sortValue: (s) => s.status },
  { key: 'last', header: 'Last Name', render: (s) => s.name.last, sortValue: (s) => s.name.last.toLowerCase() },
  { key: 'first', header: 'First Name', render: (s) => s.name.first, sortValue: (s) => s.name.first.toLowerCase() },
  { key: 'school', header: 'School', render: (s) => s.school?.name ?? GLOSSARY.notAssigned, sortValue: (s) => s.school?.name ?? '' },
  { key: 'email', header: 'Email', render: (s) => s.email, sortValue: (s) => s.email },
  {
    key: 'assigned',
    header: 'Assigned Teachers',
    render: (s) => `${s.assignedTeachers.length} / ${s.settings.maxTeachers}`,
    sortValue: (s) => s.assignedTeachers.length,
    align: 'right',
  },
];

const details = (s: Supervisor, role: StaffArea): DetailsLink => {
  const paths = supervisorPaths(role);
  return { to: paths.detail.getHref(s._id), state: paths.detail.state(s), name: `${s.name.first} ${s.name.last}` };
};

export const SupervisorTable = staffTable({
  caption: 'Field supervisors',
  columns,
  details,
  emptyText: MESSAGES.noSupervisorsFound,
  initialSort: { key: 'last', direction: 'asc' },
});
