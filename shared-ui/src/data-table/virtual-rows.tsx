import { useEffect, useLayoutEffect, useState, type RefObject } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { StyledSpacer } from './table-styles';
import { Row, type RowsProps } from './table-rows';

// Loaded on demand (see data-table.tsx): pages without a long table never download the virtualizer.
export interface VirtualRowsProps<T> extends RowsProps<T> {
  /** The table body: where the rows start on the page. */
  bodyRef: RefObject<HTMLTableSectionElement | null>;
  rowHeight: number;
  /** Called when the last rows are in view (a paged list loads its next page). */
  onEndReached?: () => void;
}

/** Where the element starts, from the top of the document. */
const pageTop = (el: HTMLElement | null) => (el ? el.getBoundingClientRect().top + window.scrollY : 0);

/**
 * Only the rows in view (plus a margin) are in the DOM; the page scrolls, not a box, and spacer rows keep its
 * height right. Rows are measured, so a row that wraps (a card on a phone) takes the room it needs.
 */
export function VirtualRows<T>({ columns, rows, getRowId, onRowOpen, bodyRef, rowHeight, onEndReached }: VirtualRowsProps<T>) {
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    const update = () => setScrollMargin(pageTop(bodyRef.current));
    update();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : null;
    observer?.observe(document.body);
    return () => observer?.disconnect();
  }, [bodyRef]);
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => rowHeight,
    getItemKey: (index) => getRowId(rows[index]),
    scrollMargin,
    overscan: 8,
  });
  const items = virtualizer.getVirtualItems();
  const lastShown = items.length ? items[items.length - 1].index : -1;
  useEffect(() => {
    if (onEndReached && lastShown >= rows.length - 20) onEndReached();
  }, [onEndReached, lastShown, rows.length]);
  const top = items.length ? items[0].start - scrollMargin : 0;
  const bottom = items.length ? virtualizer.getTotalSize() - (items[items.length - 1].end - scrollMargin) : 0;
  return (
    <>
      {top > 0 && (
        <StyledSpacer $height={top} aria-hidden="true">
          <td colSpan={columns.length} />
        </StyledSpacer>
      )}
      {items.map((item) => (
        <Row
          key={item.key}
          rowRef={virtualizer.measureElement}
          fixed
          columns={columns}
          row={rows[item.index]}
          index={item.index}
          onRowOpen={onRowOpen}
        />
      ))}
      {bottom > 0 && (
        <StyledSpacer $height={bottom} aria-hidden="true">
          <td colSpan={columns.length} />
        </StyledSpacer>
      )}
    </>
  );
}
