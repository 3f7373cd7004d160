import { Link } from 'react-router-dom';
import { GLOSSARY, MESSAGES, type School } from 'shared-domain';
import { ListPanel, Section, type DataTableColumn } from 'shared-ui/staff';
import { SupervisorStatusBadge } from 'shared-staff';
import { AssignedTeachersTable, startDateColumn, teacherNameColumn } from '../../components/assigned-teachers-table';
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
  teacherNameColumn(),
  { key: 'status', header: 'Status', render: (r) => r.status, sortValue: (r) => r.status },
  startDateColumn(),
  {
    key: 'supervisor',
    header: 'Supervisor',
    render: (r) => (r.supervisor ? `${r.supervisor.name.first} ${r.supervisor.name.last}` : GLOSSARY.notAssigned),
  },
];

export function AssignedTeachers({ rows }: { rows: School['assignedTeachers'] }) {
  return (
    <Section title="Assigned Teachers">
      <AssignedTeachersTable columns={columns} rows={rows} />
    </Section>
  );
}
