import type { DataTableColumn, SortState } from './types';
import { StyledCol, StyledSortButton } from './table-styles';

// Only the sorted column carries aria-sort (WAI-ARIA sortable table pattern).
const ariaSort = (column: string, sort?: SortState) =>
  sort?.key === column ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined;

const arrow = (column: string, sort?: SortState) => (sort?.key === column ? (sort.direction === 'asc' ? '▲' : '▼') : '↕');

interface TableHeadProps<T> {
  columns: DataTableColumn<T>[];
  sort?: SortState;
  onSort: (key: string) => void;
}

/** The wide table's columns: a phone-only column has no header and no width (its cells are not shown). */
const shown = <T,>(columns: DataTableColumn<T>[]) => columns.filter((c) => !c.phoneOnly);

export function TableColumns<T>({ columns }: { columns: DataTableColumn<T>[] }) {
  return (
    <colgroup>
      {shown(columns).map((c) => (
        <StyledCol key={c.key} $width={c.width} />
      ))}
    </colgroup>
  );
}

/** Header row; sortable columns get a button and aria-sort. */
export function TableHead<T>({ columns, sort, onSort }: TableHeadProps<T>) {
  return (
    <thead>
      <tr aria-rowindex={1}>
        {shown(columns).map((c) =>
          c.sortValue ? (
            <th key={c.key} scope="col" aria-sort={ariaSort(c.key, sort)} data-align={c.align}>
              <StyledSortButton type="button" onClick={() => onSort(c.key)}>
                {c.header}
                <span aria-hidden="true">{arrow(c.key, sort)}</span>
              </StyledSortButton>
            </th>
          ) : (
            <th key={c.key} scope="col" data-align={c.align}>
              {c.header}
            </th>
          ),
        )}
      </tr>
    </thead>
  );
}
