import { Link } from 'react-router-dom';
import { MESSAGES, formatDate, type School } from 'shared-domain';
import { DataTable, ListPanel, Section, type DataTableColumn } from 'shared-ui';
import { SupervisorStatusBadge } from 'shared-staff';
import { paths } from '../../paths';

export function AssignedSupervisors({ supervisors }: { supervisors: School['supervisors'] }) {
  return (
    <ListPanel
      title="Assigned Supervisors"
      items={supervisors}
      empty={MESSAGES.noSupervisorsAssigned}
      itemKey={(s) => s._id}
      renderItem={(s) => (
        <>
          <Link to={paths.supervisors.detail.getHref(s._id)}>{`${s.name.first} ${s.name.last}`}</Link>
          <span>{s.email}</span>
          <SupervisorStatusBadge status={s.status} />
        </>
      )}
    />
  );
}

type Row = School['assignedTeachers'][number];
const columns: DataTableColumn<Row>[] = [
  {
    key: 'name',
    header: 'Name',
    render: (r) => <Link to={paths.teachers.detail.getHref(r.teacher._id)}>{`${r.teacher.name.first} ${r.teacher.name.last}`}</Link>,
    sortValue: (r) => r.teacher.name.last.toLowerCase(),
  },
  { key: 'status', header: 'Status', render: (r) => r.status, sortValue: (r) => r.status },
  { key: 'start', header: 'Start Date', render: (r) => (r.startDate ? formatDate(r.startDate) : 'Not set'), sortValue: (r) => r.startDate },
  {
    key: 'supervisor',
    header: 'Supervisor',
    render: (r) => (r.supervisor ? `${r.supervisor.name.first} ${r.supervisor.name.last}` : 'N/A'),
  },
];

export function AssignedTeachers({ rows }: { rows: School['assignedTeachers'] }) {
  return (
    <Section title="Assigned Teachers">
      <DataTable
        caption="Assigned teachers"
        columns={columns}
        rows={rows}
        getRowId={(r) => r._id}
        emptyText={MESSAGES.noTeachersAssigned}
      />
    </Section>
  );
}
