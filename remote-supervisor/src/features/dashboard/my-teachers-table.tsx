import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Teacher } from 'shared-domain';
import { Badge, Button, DataTable, VisuallyHidden, type DataTableColumn } from 'shared-ui';
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
      render: (t) => (
        <Link to={paths.teachers.detail.getHref(t._id)} state={{ teacher: t }}>
          {fullName(t)}
        </Link>
      ),
    },
    { key: 'school', header: 'School', sortValue: (t) => t.assignment?.schoolName ?? '', render: (t) => t.assignment?.schoolName || 'N/A' },
    {
      key: 'due',
      header: 'First observation due',
      sortValue: (t) => observationStatus(t).urgency,
      render: (t) => {
        const s = observationStatus(t);
        return (
          <StyledDue>
            <span>{s.dueDate}</span>
            <Badge tone={s.tone}>{s.dueText}</Badge>
          </StyledDue>
        );
      },
    },
    {
      key: 'supervisions',
      header: 'Supervisions',
      sortValue: (t) => observationStatus(t).recorded,
      render: (t) => observationStatus(t).progressText,
    },
    {
      key: 'actions',
      header: 'Actions',
      render: (t) => (
        <Button size="sm" variant="secondary" onClick={() => onRecord(t)}>
          Record supervision<VisuallyHidden> for {fullName(t)}</VisuallyHidden>
        </Button>
      ),
    },
  ];
}

/** The supervisor's teachers, most urgent first observation on top. */
export function MyTeachersTable({ teachers, onRecord }: MyTeachersTableProps) {
  return (
    <DataTable
      caption="My teachers"
      columns={columns(onRecord)}
      rows={teachers}
      getRowId={(t) => t._id}
      emptyText="No teachers are assigned to you yet."
      initialSort={{ key: 'due', direction: 'asc' }}
    />
  );
}
