import type { KeyboardEvent, MouseEvent, Ref } from 'react';
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

export function Cells<T>({ columns, row }: { columns: DataTableColumn<T>[]; row: T }) {
  return (
    <>
      {columns.map((c) => {
        const label = c.label ?? (typeof c.header === 'string' ? c.header : undefined);
        return (
          <td key={c.key} data-align={c.align} data-controls={c.controls || undefined} data-label={label}>
            <CardCell label={label}>{wholeOnHover(c.render(row))}</CardCell>
          </td>
        );
      })}
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
    <StyledRow ref={rowRef} $fixed={fixed} aria-rowindex={index + 2} data-index={index} {...open}>
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
