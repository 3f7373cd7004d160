import type { RefObject } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { StyledFixedRow, StyledSpacer } from './table-styles';
import { Cells, type RowsProps } from './table-rows';

// Loaded on demand (see data-table.tsx): pages without a long table never download the virtualizer.
export interface VirtualRowsProps<T> extends RowsProps<T> {
  scrollRef: RefObject<HTMLDivElement | null>;
  rowHeight: number;
  viewportHeight: number;
}

/** Only the rows in view (plus a margin) are in the DOM; spacer rows keep the scroll height right. */
export function VirtualRows<T>({ columns, rows, getRowId, scrollRef, rowHeight, viewportHeight }: VirtualRowsProps<T>) {
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    getItemKey: (index) => getRowId(rows[index]),
    initialRect: { width: 0, height: viewportHeight },
    overscan: 8,
  });
  const items = virtualizer.getVirtualItems();
  const top = items.length ? items[0].start : 0;
  const bottom = items.length ? virtualizer.getTotalSize() - items[items.length - 1].end : 0;
  return (
    <>
      {top > 0 && (
        <StyledSpacer $height={top} aria-hidden="true">
          <td colSpan={columns.length} />
        </StyledSpacer>
      )}
      {items.map((item) => (
        <StyledFixedRow key={item.key} $height={rowHeight} aria-rowindex={item.index + 2}>
          <Cells columns={columns} row={rows[item.index]} />
        </StyledFixedRow>
      ))}
      {bottom > 0 && (
        <StyledSpacer $height={bottom} aria-hidden="true">
          <td colSpan={columns.length} />
        </StyledSpacer>
      )}
    </>
  );
}
