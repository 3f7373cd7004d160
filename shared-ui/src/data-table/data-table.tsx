import { lazy, Suspense, useRef, type ReactNode } from 'react';
import { theme } from '../theme';
import { VisuallyHidden } from '../visually-hidden';
import { TableColumns, TableHead } from './table-head';
import { PlainRows } from './table-rows';
import type { VirtualRowsProps } from './virtual-rows';

const VirtualRows = lazy(() => import('./virtual-rows').then((m) => ({ default: m.VirtualRows }))) as unknown as <T>(
  props: VirtualRowsProps<T>,
) => ReactNode;
import { StyledEmptyCell, StyledScroll, StyledTable } from './table-styles';
import type { DataTableColumn, SortState } from './types';
import { useSortedRows } from './use-sorted-rows';

/** Above this many rows 'auto' virtualizes. */
export const VIRTUALIZE_THRESHOLD = 200;

export interface DataTableProps<T> {
  columns: DataTableColumn<T>[];
  rows: readonly T[];
  getRowId: (row: T) => string;
  emptyText: ReactNode;
  /** Names the table for screen readers (visually hidden; the page heading shows it). */
  caption?: string;
  /** Render only the visible rows, with a fixed row height; 'auto' (default) above 200 rows. */
  virtualize?: boolean | 'auto';
  initialSort?: SortState;
  /** Height in px of the scrolling area when virtualized. */
  height?: number;
}

/** Sortable data table; virtualized it stays smooth with tens of thousands of rows. */
export function DataTable<T>({
  columns,
  rows,
  getRowId,
  emptyText,
  caption,
  virtualize = 'auto',
  initialSort,
  height = 560,
}: DataTableProps<T>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const { sorted, sort, toggleSort } = useSortedRows(rows, columns, initialSort);
  const virtual = virtualize === 'auto' ? rows.length > VIRTUALIZE_THRESHOLD : virtualize;

  return (
    <StyledScroll
      ref={scrollRef}
      $height={virtual ? height : undefined}
      // A scrolling box must be reachable by keyboard to be scrolled without a mouse.
      tabIndex={virtual ? 0 : undefined}
      role={virtual ? 'region' : undefined}
      aria-label={virtual ? (caption ?? 'Table') : undefined}
    >
      <StyledTable $fixed={virtual} aria-rowcount={sorted.length + 1}>
        {caption && (
          <caption>
            <VisuallyHidden>{caption}</VisuallyHidden>
          </caption>
        )}
        <TableColumns columns={columns} />
        <TableHead columns={columns} sort={sort} onSort={toggleSort} />
        <tbody>
          {sorted.length === 0 ? (
            <tr>
              <StyledEmptyCell colSpan={columns.length}>{emptyText}</StyledEmptyCell>
            </tr>
          ) : virtual ? (
            <Suspense fallback={<PlainRows columns={columns} rows={sorted.slice(0, 30)} getRowId={getRowId} />}>
              <VirtualRows
                columns={columns}
                rows={sorted}
                getRowId={getRowId}
                scrollRef={scrollRef}
                rowHeight={theme.sizes.tableRow}
                viewportHeight={height}
              />
            </Suspense>
          ) : (
            <PlainRows columns={columns} rows={sorted} getRowId={getRowId} />
          )}
        </tbody>
      </StyledTable>
    </StyledScroll>
  );
}
