import { Link } from 'react-router-dom';
import { MESSAGES, formatDate, type Supervisor } from 'shared-domain';
import { DataTable, type DataTableColumn } from 'shared-ui';
import { paths } from '../../paths';

type Row = Supervisor['assignedTeachers'][number];

const columns: DataTableColumn<Row>[] = [
  {
    key: 'name',
    header: 'Name',
    render: (r) => <Link to={paths.teachers.detail.getHref(r.teacher._id)}>{`${r.teacher.name.first} ${r.teacher.name.last}`}</Link>,
    sortValue: (r) => r.teacher.name.last.toLowerCase(),
  },
  { key: 'program', header: 'Program', render: (r) => r.teacher.program || 'N/A' },
  { key: 'start', header: 'Start Date', render: (r) => (r.startDate ? formatDate(r.startDate) : 'Not set'), sortValue: (r) => r.startDate },
  { key: 'end', header: 'End Date', render: (r) => (r.endDate ? formatDate(r.endDate) : 'Ongoing'), sortValue: (r) => r.endDate },
  { key: 'status', header: 'Status', render: (r) => r.status },
];

/** The supervisor's teachers (product spec: program or 'N/A', start date or 'Not set', end date or 'Ongoing'). */
export function AssignedTeachersTable({ rows }: { rows: Supervisor['assignedTeachers'] }) {
  return (
    <DataTable caption="Assigned teachers" columns={columns} rows={rows} getRowId={(r) => r._id} emptyText={MESSAGES.noTeachersAssigned} />
  );
}
