import { formatDate, type Supervisor } from 'shared-domain';
import type { DataTableColumn } from 'shared-ui/staff';
import { AssignedTeachersTable, startDateColumn, teacherNameColumn } from '../../components/assigned-teachers-table';

type Row = Supervisor['assignedTeachers'][number];

const columns: DataTableColumn<Row>[] = [
  teacherNameColumn(),
  { key: 'program', header: 'Program', render: (r) => r.teacher.program || 'N/A' },
  startDateColumn(),
  { key: 'end', header: 'End Date', render: (r) => (r.endDate ? formatDate(r.endDate) : 'Ongoing'), sortValue: (r) => r.endDate },
  { key: 'status', header: 'Status', render: (r) => r.status },
];

/** The supervisor's teachers (product spec: program or 'N/A', start date or 'Not set', end date or 'Ongoing'). */
export const SupervisorTeachersTable = ({ rows }: { rows: Supervisor['assignedTeachers'] }) => (
  <AssignedTeachersTable columns={columns} rows={rows} />
);
