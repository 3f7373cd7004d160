import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { GLOSSARY, type TeacherListItem as Teacher } from 'shared-domain';
import { Badge, Button, VisuallyHidden } from 'shared-ui';
import { DataTable, type DataTableColumn } from 'shared-ui/staff';
import { paths } from '../../paths';
import { observationStatus } from './observation-status';

export interface MyTeachersTableProps {
  teachers: Teacher[];
  onRecord: (teacher: Teacher) => void;
}

const StyledDue = styled.span`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  justify-items: start;
`;

const fullName = (t: Teacher) => `${t.name.first} ${t.name.last}`;

function columns(onRecord: (t: Teacher) => void): DataTableColumn<Teacher>[] {
  return [
    {
      key: 'name',
      header: 'Teacher',
      sortValue: (t) => `${t.name.last} ${t.name.first}`.toLowerCase(),
      render: (t) => <Link to={paths.teachers.detail.getHref(String(t.ref))}>{fullName(t)}</Link>,
    },
    {
      key: 'school',
      header: 'School',
      sortValue: (t) => t.assignment?.schoolName ?? '',
      render: (t) => t.assignment?.schoolName || GLOSSARY.notAssigned,
    },
    {
      key: 'status',
      header: 'Compliance',
      sortValue: (t) => observationStatus(t).urgency,
      render: (t) => {
        const s = observationStatus(t);
        return <Badge tone={s.tone}>{s.statusText}</Badge>;
      },
    },
    {
      key: 'due',
      header: 'Next due',
      sortValue: (t) => observationStatus(t).urgency,
      render: (t) => {
        const s = observationStatus(t);
        return (
          <StyledDue>
            {s.dueDate && (
              <span>
                {s.dueWhat && <strong>{s.dueWhat}: </strong>}
                {s.dueDate}
              </span>
            )}
            <span>{s.dueText}</span>
          </StyledDue>
        );
      },
    },
    {
      key: 'observations',
      header: 'Observations',
      sortValue: (t) => observationStatus(t).compliance?.counted ?? -1,
      render: (t) => {
        const s = observationStatus(t);
        const problems = s.compliance?.problems ?? 0;
        return (
          <StyledDue>
            <span>{s.progressText}</span>
            {problems > 0 && <span>{problems === 1 ? '1 problem' : `${problems} problems`}</span>}
          </StyledDue>
        );
      },
    },
    {
      key: 'actions',
      header: 'Actions',
      render: (t) => (
        <Button size="sm" variant="secondary" onClick={() => onRecord(t)}>
          Add observation<VisuallyHidden> for {fullName(t)}</VisuallyHidden>
        </Button>
      ),
    },
  ];
}

/** The supervisor's teachers, ordered by what the field-supervision rules make due: overdue first, then the soonest deadline. */
export function MyTeachersTable({ teachers, onRecord }: MyTeachersTableProps) {
  return (
    <DataTable
      caption="My teachers"
      columns={columns(onRecord)}
      rows={teachers}
      getRowId={(t) => String(t.ref)}
      emptyText="No teachers are assigned to you yet."
      initialSort={{ key: 'due', direction: 'asc' }}
    />
  );
}
