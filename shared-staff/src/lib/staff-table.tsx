import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import type { StaffArea } from 'shared-domain';
import { ButtonLink } from 'shared-ui';
import { DataTable, type DataTableColumn, type DataTableProps } from 'shared-ui/staff';

/** Where a row's 'View Details' button leads, and the name that tells the buttons apart. */
export interface DetailsLink {
  to: string;
  state?: unknown;
  name: string;
}

export interface StaffTableSpec<T extends { _id: string }> extends Pick<DataTableProps<T>, 'caption' | 'emptyText' | 'initialSort'> {
  columns: DataTableColumn<T>[];
  /** The row's detail screen; only the admin area has them, so supervisors get no 'Actions' column. */
  details: (row: T, role: StaffArea) => DetailsLink;
}

/** A staff list table for a role: the spec's columns, plus 'View Details' per row for an admin (the whole row opens it too). */
export function staffTable<T extends { _id: string }>({ columns, details, ...table }: StaffTableSpec<T>) {
  return function StaffTable({ role, rows }: { role: StaffArea; rows: readonly T[] }) {
    const all = useMemo(() => withDetails(role, columns, details), [role]);
    const navigate = useNavigate();
    const open = (row: T) => {
      const { to, state } = details(row, role);
      void navigate(to, { state });
    };
    return <DataTable columns={all} rows={rows} getRowId={(row) => row._id} onRowOpen={role === 'admin' ? open : undefined} {...table} />;
  };
}

function withDetails<T extends { _id: string }>(role: StaffArea, columns: DataTableColumn<T>[], details: StaffTableSpec<T>['details']) {
  if (role !== 'admin') return columns;
  const actions: DataTableColumn<T> = {
    key: 'actions',
    header: 'Actions',
    render: (row) => {
      const { to, state, name } = details(row, role);
      return (
        <ButtonLink size="sm" variant="secondary" to={to} state={state} aria-label={`View Details: ${name}`}>
          View Details
        </ButtonLink>
      );
    },
  };
  return [...columns, actions];
}
