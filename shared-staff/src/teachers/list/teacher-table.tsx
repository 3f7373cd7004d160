import type { StaffArea } from 'shared-domain';
import { useMemo } from 'react';
import styled from 'styled-components';
import type { TeacherListItem as Teacher } from 'shared-domain';
import { Button } from 'shared-ui';
import { DataTable, MoreMenu, type DataTableColumn, type SortState } from 'shared-ui/staff';
import { Link, useNavigate } from 'react-router-dom';
import { MESSAGES, teacherDueLine } from 'shared-domain';
import { teacherPaths } from '../paths';
import { TeacherStatusBadge } from './status-badge';
import type { ListSort } from './filter-teachers';

/** The teacher's name: the row's link (the whole row opens the record too). */
const StyledNameLink = styled(Link)`
  color: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
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

/** The accessible name of a teacher's link: the spec's 'View Details', told apart by the teacher's name. */
const detailsName = (t: Teacher) => `View Details: ${t.name.first} ${t.name.last}`;

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
    // On a phone a teacher is three lines: name and status, TEA ID and district, the one thing due.
    return [
      {
        key: 'status',
        header: 'Status',
        width: '10rem',
        phoneLine: 1,
        phoneOrder: 50,
        render: (t) => <TeacherStatusBadge status={t.teacherStatus} />,
        sortValue: (t) => t.teacherStatus,
      },
      {
        key: 'lastName',
        header: 'Last Name',
        width: '10rem',
        phoneLine: 1,
        render: (t) => (
          <StyledNameLink to={paths.detail.getHref(String(t.ref))} aria-label={detailsName(t)} title={t.name.last}>
            {t.name.last}
          </StyledNameLink>
        ),
        sortValue: (t) => t.name.last,
      },
      { ...text('firstName', 'First Name', (t) => t.name.first, '9rem'), phoneLine: 1, phoneOrder: 0 },
      {
        key: 'teaId',
        header: 'TEA ID',
        width: '7rem',
        nowrap: true,
        phoneLine: 2,
        phoneLabel: true,
        render: (t) => t.teaId ?? '',
        sortValue: (t) => t.teaId,
      },
      text('email', 'Email', (t) => t.contact.email),
      { ...text('district', 'District', (t) => t.placement.districtName, '11rem'), phoneLine: 2 },
      {
        key: 'actions',
        header: 'Actions',
        width: '5.5rem',
        controls: true,
        phoneLine: 1,
        phoneOrder: 99,
        render: (t) => (
          <MoreMenu
            label={`More actions: ${t.name.first} ${t.name.last}`}
            items={[
              { label: 'Quick view', onSelect: () => onQuickView(t) },
              ...(role === 'supervisor' ? [{ label: 'Add observation', onSelect: () => onRecordSupervision(t) }] : []),
            ]}
          />
        ),
      },
      { key: 'due', header: 'Due', phoneOnly: true, phoneLine: 3, render: (t) => teacherDueLine(t) },
    ] satisfies DataTableColumn<Teacher>[];
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
