import type { StaffArea } from 'shared-domain';
import { useMemo } from 'react';
import styled from 'styled-components';
import type { TeacherListItem as Teacher } from 'shared-domain';
import { Button, ButtonLink } from 'shared-ui';
import { DataTable, MoreMenu, type DataTableColumn, type SortState } from 'shared-ui/staff';
import { useNavigate } from 'react-router-dom';
import { MESSAGES } from 'shared-domain';
import { teacherPaths } from '../paths';
import { TeacherStatusBadge } from './status-badge';
import type { ListSort } from './filter-teachers';

const StyledActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
`;

interface TeacherTableProps {
  role: StaffArea;
  rows: readonly Teacher[];
  onQuickView: (teacher: Teacher) => void;
  onRecordSupervision: (teacher: Teacher) => void;
  /** Shown with 'No teachers found' when a search or filter hides every row: the way out. */
  onClearFilters?: () => void;
  /** The list's order, held by the caller (the URL); without it the table sorts by last name itself. */
  sort?: ListSort;
  onSortChange?: (sort: ListSort) => void;
  /** The rows are the server's pages, already in `sort`'s order; more load as the end comes into view. */
  paged?: { rowCount: number; onEndReached: () => void };
}

function useColumns({ role, onQuickView, onRecordSupervision }: Pick<TeacherTableProps, 'role' | 'onQuickView' | 'onRecordSupervision'>) {
  return useMemo<DataTableColumn<Teacher>[]>(() => {
    const paths = teacherPaths(role);
    const text = (key: string, header: string, get: (t: Teacher) => string, width?: string): DataTableColumn<Teacher> => ({
      key,
      header,
      width,
      render: (t) => <span title={get(t)}>{get(t)}</span>,
      sortValue: get,
    });
    return [
      {
        key: 'status',
        header: 'Status',
        width: '8.5rem',
        render: (t) => <TeacherStatusBadge status={t.teacherStatus} />,
        sortValue: (t) => t.teacherStatus,
      },
      text('lastName', 'Last Name', (t) => t.name.last, '10rem'),
      text('firstName', 'First Name', (t) => t.name.first, '9rem'),
      { key: 'teaId', header: 'TEA ID', width: '6.5rem', render: (t) => t.teaId ?? '', sortValue: (t) => t.teaId },
      text('email', 'Email', (t) => t.contact.email),
      text('district', 'District', (t) => t.placement.districtName, '10rem'),
      {
        key: 'actions',
        header: 'Actions',
        width: '12.5rem',
        controls: true,
        render: (t) => (
          <StyledActions>
            <ButtonLink size="sm" to={paths.detail.getHref(String(t.ref))}>
              View Details
            </ButtonLink>
            <MoreMenu
              label={`More actions: ${t.name.first} ${t.name.last}`}
              items={[
                { label: 'Quick view', onSelect: () => onQuickView(t) },
                ...(role === 'supervisor' ? [{ label: 'Add observation', onSelect: () => onRecordSupervision(t) }] : []),
              ]}
            />
          </StyledActions>
        ),
      },
    ];
  }, [role, onQuickView, onRecordSupervision]);
}

/** Virtualised, sortable teacher table: 10,000 rows keep only the visible ones in the page. */
export function TeacherTable(props: TeacherTableProps) {
  const columns = useColumns(props);
  const navigate = useNavigate();
  const paths = teacherPaths(props.role);
  const { sort, onSortChange, paged } = props;
  const controlled = useMemo(
    () =>
      sort && onSortChange ? { sort, onSortChange: (s: SortState) => onSortChange(s as ListSort), presorted: Boolean(paged) } : undefined,
    [sort, onSortChange, paged],
  );
  return (
    <DataTable
      onRowOpen={(t) => void navigate(paths.detail.getHref(String(t.ref)))}
      columns={columns}
      rows={props.rows}
      getRowId={(t) => String(t.ref)}
      emptyText={
        props.onClearFilters ? (
          <>
            {MESSAGES.noTeachersFound}{' '}
            <Button variant="link" onClick={props.onClearFilters}>
              Clear search and filters
            </Button>
          </>
        ) : (
          MESSAGES.noTeachersFound
        )
      }
      caption="Teachers"
      virtualize
      initialSort={{ key: 'lastName', direction: 'asc' }}
      sort={controlled}
      onEndReached={paged?.onEndReached}
      rowCount={paged?.rowCount}
    />
  );
}
