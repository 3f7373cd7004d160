import type { CSSProperties, KeyboardEvent, MouseEvent, Ref } from 'react';
import type { DataTableColumn } from './types';
import { StyledRow } from './table-styles';
import { CardCell } from './phone-cards';
import { wholeOnHover } from '../whole-text';

export interface RowsProps<T> {
  columns: DataTableColumn<T>[];
  rows: readonly T[];
  getRowId: (row: T) => string;
  /** Opens the row's record: a click anywhere on the row but its own controls, or Enter on the focused row. */
  onRowOpen?: (row: T) => void;
}

/** Whether the table's rows read as a few lines on a phone (some column has a phoneLine). */
export const hasPhoneLines = <T,>(columns: DataTableColumn<T>[]) => columns.some((c) => c.phoneLine !== undefined);

export function Cells<T>({ columns, row }: { columns: DataTableColumn<T>[]; row: T }) {
  const lines = hasPhoneLines(columns) ? [...new Set(columns.map((c) => c.phoneLine ?? 0))].filter((n) => n > 0).sort() : [];
  return (
    <>
      {columns.map((c, i) => {
        const label = c.label ?? (typeof c.header === 'string' ? c.header : undefined);
        const value = c.render(row);
        const order =
          c.phoneLine === undefined ? undefined : ({ '--phone-order': c.phoneLine * 100 + (c.phoneOrder ?? i) } as CSSProperties);
        return (
          <td
            key={c.key}
            data-align={c.align}
            data-controls={c.controls || undefined}
            data-nowrap={c.nowrap || undefined}
            data-phone-off={(lines.length > 0 && c.phoneLine === undefined) || undefined}
            data-phone-label={c.phoneLabel || undefined}
            data-phone-only={c.phoneOnly || undefined}
            data-label={label}
            // A card line with a label and nothing after it says nothing: a phone leaves it out.
            data-empty={value === '' || value === null || value === undefined || value === false || undefined}
            style={c.minWidth ? ({ ...order, '--column-min': c.minWidth } as CSSProperties) : order}
          >
            <CardCell label={label}>{wholeOnHover(value)}</CardCell>
          </td>
        );
      })}
      {/* Empty cells that end each line of the phone card (not shown on wider screens). */}
      {lines.slice(1).map((n) => (
        <td key={`line-${n}`} aria-hidden="true" data-phone-break="" style={{ '--phone-order': n * 100 - 1 } as CSSProperties} />
      ))}
    </>
  );
}

const CONTROLS = 'a, button, input, select, textarea, label, summary, [role="menu"]';

export interface RowProps<T> {
  columns: DataTableColumn<T>[];
  row: T;
  index: number;
  fixed?: boolean;
  onRowOpen?: (row: T) => void;
  rowRef?: Ref<HTMLTableRowElement>;
}

/** One body row; with `onRowOpen` the whole row opens the record (its own buttons and links keep their action). */
export function Row<T>({ columns, row, index, fixed = false, onRowOpen, rowRef }: RowProps<T>) {
  const open = onRowOpen
    ? {
        tabIndex: 0,
        'data-opens': '',
        onClick: (e: MouseEvent<HTMLTableRowElement>) => {
          if (!(e.target as Element).closest(CONTROLS)) onRowOpen(row);
        },
        onKeyDown: (e: KeyboardEvent<HTMLTableRowElement>) => {
          if (e.key === 'Enter' && e.target === e.currentTarget) onRowOpen(row);
        },
      }
    : {};
  return (
    <StyledRow
      ref={rowRef}
      $fixed={fixed}
      aria-rowindex={index + 2}
      data-index={index}
      data-phone-lines={hasPhoneLines(columns) || undefined}
      {...open}
    >
      <Cells columns={columns} row={row} />
    </StyledRow>
  );
}

export function PlainRows<T>({ columns, rows, getRowId, onRowOpen }: RowsProps<T>) {
  return (
    <>
      {rows.map((row, i) => (
        <Row key={getRowId(row)} columns={columns} row={row} index={i} onRowOpen={onRowOpen} />
      ))}
    </>
  );
}
