import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { MESSAGES, formatDate, type School } from 'shared-domain';
import { DataTable, EmptyState, Section, type DataTableColumn } from 'shared-ui';
import { SupervisorStatusBadge } from 'shared-staff';
import { paths } from '../../paths';

const StyledList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  & li { display: flex; flex-wrap: wrap; gap: ${({ theme }) => theme.space.sm}; align-items: center; }
`;

export function AssignedSupervisors({ supervisors }: { supervisors: School['supervisors'] }) {
  return (
    <Section title="Assigned Supervisors">
      {supervisors.length === 0 ? (
        <EmptyState>{MESSAGES.noSupervisorsAssigned}</EmptyState>
      ) : (
        <StyledList>
          {supervisors.map((s) => (
            <li key={s._id}>
              <Link to={paths.supervisors.detail.getHref(s._id)}>{`${s.name.first} ${s.name.last}`}</Link>
              <span>{s.email}</span>
              <SupervisorStatusBadge status={s.status} />
            </li>
          ))}
        </StyledList>
      )}
    </Section>
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
  { key: 'supervisor', header: 'Supervisor', render: (r) => (r.supervisor ? `${r.supervisor.name.first} ${r.supervisor.name.last}` : 'N/A') },
];

export function AssignedTeachers({ rows }: { rows: School['assignedTeachers'] }) {
  return (
    <Section title="Assigned Teachers">
      <DataTable caption="Assigned teachers" columns={columns} rows={rows} getRowId={(r) => r._id} emptyText={MESSAGES.noTeachersAssigned} />
    </Section>
  );
}
