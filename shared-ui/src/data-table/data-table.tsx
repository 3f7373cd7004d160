import { Suspense, useLayoutEffect, useRef, useState, type ComponentType, type ReactNode, type RefObject } from 'react';
import { lazyWithPreload, theme, VisuallyHidden } from 'shared-ui';
import { TableColumns, TableHead } from './table-head';
import { PlainRows } from './table-rows';
import type { VirtualRowsProps } from './virtual-rows';

const LazyVirtualRows = lazyWithPreload<VirtualRowsProps<unknown>>(() =>
  import('./virtual-rows').then((m) => ({ default: m.VirtualRows as unknown as ComponentType<VirtualRowsProps<unknown>> })),
);
const VirtualRows = LazyVirtualRows as unknown as <T>(props: VirtualRowsProps<T>) => ReactNode;

/** Starts loading the long-table rows now, e.g. while a 10,000-row list is still on its way. */
export const preloadVirtualRows = () => void LazyVirtualRows.preload();
import { StyledEmptyCell, StyledFrame, StyledTable } from './table-styles';
import type { DataTableColumn, SortState } from './types';
import { useSortedRows } from './use-sorted-rows';

/**
 * Whether the table is wider than its frame even with its columns at their least (long dates and amounts kept on one
 * line, a row's buttons): then the frame scrolls sideways on its own, so the page never does.
 */
function useWiderThanFrame(frame: RefObject<HTMLDivElement | null>) {
  const [wider, setWider] = useState(false);
  useLayoutEffect(() => {
    const el = frame.current;
    if (!el || typeof ResizeObserver !== 'function') return;
    // An overflowing table counts in the frame's scrollWidth whether the frame scrolls or not.
    const update = () => setWider(el.scrollWidth > el.clientWidth + 1);
    const observer = new ResizeObserver(update);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    update();
    return () => observer.disconnect();
  }, [frame]);
  return wider;
}

/** Above this many rows 'auto' virtualizes. */
export const VIRTUALIZE_THRESHOLD = 200;

export interface DataTableProps<T> {
  columns: DataTableColumn<T>[];
  rows: readonly T[];
  getRowId: (row: T) => string;
  emptyText: ReactNode;
  /** Names the table for screen readers (visually hidden; the page heading shows it). */
  caption?: string;
  /** Render only the rows in view (the page scrolls); 'auto' (default) above 200 rows. */
  virtualize?: boolean | 'auto';
  initialSort?: SortState;
  /** Opens a row's record when the row is clicked or Enter is pressed on it (its own controls keep their action). */
  onRowOpen?: (row: T) => void;
  /** The sort held by the caller (e.g. in the URL); with `presorted` the rows come in that order (a server's pages). */
  sort?: { sort?: SortState; onSortChange: (next: SortState) => void; presorted?: boolean };
  /** Called when the last rows come into view (virtualised), to load the next page. */
  onEndReached?: () => void;
  /** The rows there are in all (aria-rowcount) when `rows` holds only the pages loaded so far. */
  rowCount?: number;
}

/**
 * Sortable data table; virtualized it stays smooth with tens of thousands of rows. The page scrolls (the header row
 * stays in view); on a phone each row is a card.
 */
export function DataTable<T>({
  columns,
  rows,
  getRowId,
  emptyText,
  caption,
  virtualize = 'auto',
  initialSort,
  onRowOpen,
  sort: controlled,
  onEndReached,
  rowCount,
}: DataTableProps<T>) {
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  const scrolls = useWiderThanFrame(frameRef);
  const { sorted, sort, toggleSort } = useSortedRows(rows, columns, initialSort, controlled);
  const virtual = virtualize === 'auto' ? rows.length > VIRTUALIZE_THRESHOLD : virtualize;

  return (
    <StyledFrame
      ref={frameRef}
      data-scrolls={scrolls || undefined}
      // A frame that scrolls is a named region the keyboard can reach and scroll with the arrow keys.
      {...(scrolls
        ? { role: 'region', 'aria-label': caption ? `${caption} (scrolls sideways)` : 'Table (scrolls sideways)', tabIndex: 0 }
        : {})}
    >
      <StyledTable $fixed={virtual} aria-rowcount={(rowCount ?? sorted.length) + 1}>
        {caption && (
          <caption>
            <VisuallyHidden>{caption}</VisuallyHidden>
          </caption>
        )}
        <TableColumns columns={columns} />
        <TableHead columns={columns} sort={sort} onSort={toggleSort} />
        <tbody ref={bodyRef}>
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
                onRowOpen={onRowOpen}
                bodyRef={bodyRef}
                rowHeight={theme.sizes.tableRow}
                onEndReached={onEndReached}
              />
            </Suspense>
          ) : (
            <PlainRows columns={columns} rows={sorted} getRowId={getRowId} onRowOpen={onRowOpen} />
          )}
        </tbody>
      </StyledTable>
    </StyledFrame>
  );
}
